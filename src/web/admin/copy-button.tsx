import { Copy } from 'lucide-react';
import { useState } from 'react';
import { copyText } from '../lib/clipboard';
import { Button } from '../ui';

/**
 * A small "Kopieren" for one value of a row (a child's ID, a parent's e-mail): puts it on the clipboard and says
 * so with the spec's confirmation, or its error text when the browser refuses.
 */
export function CopyButton({
  value,
  text,
  label,
  copied,
  failed,
}: {
  value: string;
  /** The button's visible text, e.g. 'ID kopieren'. */
  text: string;
  /** What it copies of whom, for screen readers, e.g. 'ID von Lena Muster kopieren'. */
  label: string;
  copied: string;
  failed: string;
}) {
  const [outcome, setOutcome] = useState<{ ok: boolean } | null>(null);
  const copy = async () => {
    try {
      await copyText(value);
      setOutcome({ ok: true });
    } catch {
      setOutcome({ ok: false });
    }
  };
  return (
    <span className="inline-flex flex-col items-start gap-1">
      <Button
        size="sm"
        variant="ghost"
        icon={<Copy aria-hidden="true" className="size-4" />}
        aria-label={label}
        onClick={copy}
      >
        {text}
      </Button>
      {outcome && (
        <span
          role={outcome.ok ? 'status' : 'alert'}
          className={outcome.ok ? 'text-sm text-emerald-800' : 'text-sm font-medium text-red-700'}
        >
          {outcome.ok ? copied : failed}
        </span>
      )}
    </span>
  );
}
