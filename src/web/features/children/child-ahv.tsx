import { maskAhv } from '@domain/ahv';
import type { ChildView } from '@domain/children/children-api';
import { childrenMessages as m } from '@domain/messages/family';
import { personName } from '@domain/people/person-name';
import { Eye, EyeOff } from 'lucide-react';
import { useState } from 'react';
import { errorText } from '../../lib/api';
import { Button } from '../../ui';
import { revealChildAhv } from './children-queries';

/**
 * The child's AHV number on its card: masked, and in full only after "Anzeigen" asks the server (an audited
 * reveal, parent-portal.md section 3). "Verbergen" forgets it again.
 */
export function ChildAhv({
  child,
}: {
  child: Pick<ChildView, 'id' | 'firstName' | 'lastName' | 'ahvLast4'>;
}) {
  const [full, setFull] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const name = personName(child);
  if (!child.ahvLast4) return <>{m.noValue}</>;

  const show = async () => {
    setBusy(true);
    setError(null);
    try {
      setFull(await revealChildAhv(child.id));
    } catch (err) {
      setError(errorText(err));
    } finally {
      setBusy(false);
    }
  };

  return (
    <span className="flex flex-col items-end gap-1 sm:items-start">
      <span className="flex flex-wrap items-center gap-2">
        <span>{full ?? maskAhv(child.ahvLast4)}</span>
        <Button
          size="sm"
          variant="ghost"
          icon={
            full ? (
              <EyeOff aria-hidden="true" className="size-4" />
            ) : (
              <Eye aria-hidden="true" className="size-4" />
            )
          }
          loading={busy}
          aria-label={full ? m.hideAhvOf(name) : m.showAhvOf(name)}
          onClick={full ? () => setFull(null) : show}
        >
          {full ? m.hideAhv : m.showAhv}
        </Button>
      </span>
      {error && (
        <span role="alert" className="text-sm font-medium text-red-700">
          {error}
        </span>
      )}
    </span>
  );
}
