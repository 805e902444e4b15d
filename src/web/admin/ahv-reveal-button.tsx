import { maskAhv } from '@domain/ahv';
import { adminMessages } from '@domain/messages/admin';
import { ahvRevealMessages as m } from '@domain/messages/admin-ahv';
import { Copy } from 'lucide-react';
import { useState } from 'react';
import { ApiError } from '../lib/api';
import { copyText } from '../lib/clipboard';
import { Button } from '../ui';

type State =
  | { kind: 'masked' }
  | { kind: 'busy' }
  | { kind: 'shown'; ahv: string; message: string; ok: boolean }
  | { kind: 'failed'; message: string };

/** The spec's error texts differ by screen: the trainers' 'Fehler beim Abrufen/Kopieren der AHV.', the children's. */
interface AhvRevealFailures {
  fetch: string;
  copy: string;
}

/**
 * "AHV anzeigen" (trainers and children): the masked number until asked, then the full number fetched from the
 * server (an audited reveal) and put on the clipboard, with the spec's confirmation or error text.
 */
export function AhvRevealButton({
  name,
  last4,
  reveal,
  failures,
}: {
  name: string;
  last4: string | null;
  reveal: () => Promise<string>;
  failures: AhvRevealFailures;
}) {
  const [state, setState] = useState<State>({ kind: 'masked' });
  if (!last4) return <span className="text-sm text-stone-600">{m.noAhvStored}</span>;

  const show = async () => {
    setState({ kind: 'busy' });
    let ahv: string;
    try {
      ahv = await reveal();
    } catch (err) {
      const noAhv = err instanceof ApiError && err.code === 'AHV_NOT_STORED';
      setState({ kind: 'failed', message: noAhv ? adminMessages.noAhv : failures.fetch });
      return;
    }
    try {
      await copyText(ahv);
      setState({ kind: 'shown', ahv, message: adminMessages.ahvCopied, ok: true });
    } catch {
      setState({ kind: 'shown', ahv, message: failures.copy, ok: false });
    }
  };

  const ok = state.kind === 'shown' && state.ok;
  return (
    <div className="flex flex-col items-start gap-1">
      <div className="flex flex-wrap items-center gap-2">
        <span className="font-mono text-sm whitespace-nowrap text-stone-800">
          {state.kind === 'shown' ? state.ahv : maskAhv(last4)}
        </span>
        <Button
          size="sm"
          variant="secondary"
          icon={<Copy aria-hidden="true" className="size-4" />}
          loading={state.kind === 'busy'}
          aria-label={m.showAhvOf(name)}
          onClick={show}
        >
          {m.showAhv}
        </Button>
      </div>
      {(state.kind === 'shown' || state.kind === 'failed') && (
        <p
          role={ok ? 'status' : 'alert'}
          className={ok ? 'text-sm text-emerald-800' : 'text-sm font-medium text-red-700'}
        >
          {state.message}
        </p>
      )}
    </div>
  );
}
