import { secondFactorMessages as m } from '@domain/messages/second-factor';
import { useState } from 'react';
import { copyText } from '../../lib/clipboard';
import { AlertMessage, Button, Card } from '../../ui';

/** The ten recovery codes, shown once; the admin moves on only by saying they are kept. */
export function RecoveryCodesPanel({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  const [copied, setCopied] = useState(false);
  return (
    <Card title={m.recoveryCodesTitle}>
      <p className="mb-4 text-base text-stone-700">{m.recoveryCodesIntro}</p>
      <ol
        aria-label={m.recoveryCodesTitle}
        className="mb-4 grid grid-cols-2 gap-2 font-mono text-base text-stone-900"
        data-testid="recovery-codes"
      >
        {codes.map((code) => (
          <li key={code} className="rounded-lg bg-stone-100 px-3 py-2">
            {code}
          </li>
        ))}
      </ol>
      <div className="flex flex-wrap items-center gap-3">
        <Button
          variant="secondary"
          onClick={() =>
            void copyText(codes.join('\n'))
              .then(() => setCopied(true))
              .catch(() => setCopied(false))
          }
        >
          {m.recoveryCodesCopy}
        </Button>
        <Button onClick={onDone}>{m.recoveryCodesDone}</Button>
      </div>
      {copied && (
        <div className="mt-3">
          <AlertMessage tone="success">{m.recoveryCodesCopied}</AlertMessage>
        </div>
      )}
    </Card>
  );
}
