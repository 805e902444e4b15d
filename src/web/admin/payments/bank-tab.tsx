import { BANK_FILE_MAX_BYTES, type BankImportResult } from '@domain/bank/bank-import-api';
import {
  adminBankErrorMessages,
  adminBookkeepingMessages as bm,
  adminBankImportMessages as im,
} from '@domain/messages/admin-bank';
import { formatChf } from '@domain/money';
import { zurichToday } from '@domain/time';
import { type FormEvent, useState } from 'react';
import { callPath, errorText, pathOf } from '../../lib/api';
import { cx } from '../../lib/cx';
import { AlertMessage, Button, buttonClasses, Card, Field, Input } from '../../ui';
import { controlClasses } from '../../ui/field';
import { AwaitingEntries } from './awaiting-entries';
import { useBookkeeping, useImportBankStatement } from './payments-queries';

// The bank on /admin/zahlungen (issue 17): upload the bank's camt.054 / camt.053, see what it paid, what waits
// under "Nicht zugeordnet" and which bookings wait for their details; and the bookkeeping month, summed here and
// downloaded as a CSV.

function resultText(result: BankImportResult): string {
  const credits = result.matched + result.unmatched + result.alreadyImported + result.awaitingDetails;
  if (credits === 0) return im.noCredits;
  return im.result(result.matched, result.unmatched, result.alreadyImported, result.awaitingDetails);
}

function BankImport({ onImported }: { onImported: () => void }) {
  const [file, setFile] = useState<File | null>(null);
  const [result, setResult] = useState<BankImportResult | null>(null);
  const [error, setError] = useState<string | null>(null);
  const upload = useImportBankStatement();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setResult(null);
    setError(null);
    if (!file) return setError(adminBankErrorMessages.BANK_FILE_MISSING);
    // Refused here already, so a large file is not sent for nothing; the server checks again.
    if (file.size > BANK_FILE_MAX_BYTES) return setError(adminBankErrorMessages.BANK_FILE_TOO_LARGE);
    try {
      setResult(await upload.mutateAsync(file));
      onImported();
    } catch (err) {
      setError(`${im.failed}: ${errorText(err)}`);
    }
  };

  return (
    <Card dense aria-labelledby="bank-import">
      <h2 id="bank-import" className="text-lg font-semibold text-stone-900">
        {im.title}
      </h2>
      <p className="mb-3 text-sm text-stone-600">{im.hint}</p>
      <form onSubmit={submit} className="flex flex-wrap items-end gap-3">
        <Field label={im.file} className="grow">
          {(control) => (
            <input
              {...control}
              type="file"
              accept=".xml,application/xml,text/xml"
              className={cx(
                controlClasses,
                'py-2 file:mr-3 file:rounded-md file:border-0 file:bg-stone-100 file:px-3 file:py-1 file:text-sm file:font-medium file:text-stone-800',
              )}
              onChange={(e) => setFile(e.target.files?.[0] ?? null)}
            />
          )}
        </Field>
        <Button type="submit" loading={upload.isPending}>
          {upload.isPending ? im.importing : im.submit}
        </Button>
      </form>
      {result && (
        <AlertMessage
          tone="success"
          title={im.resultTitle}
          className="mt-3"
          onDismiss={() => setResult(null)}
        >
          {resultText(result)}
        </AlertMessage>
      )}
      {error && (
        <AlertMessage tone="error" className="mt-3" onDismiss={() => setError(null)}>
          {error}
        </AlertMessage>
      )}
      <AwaitingEntries />
    </Card>
  );
}

function Bookkeeping() {
  const [month, setMonth] = useState(() => zurichToday(new Date()).slice(0, 7));
  const summary = useBookkeeping(month);
  const items = summary.data
    ? ([
        [bm.income, formatChf(summary.data.incomeCents)],
        [bm.refunds, formatChf(-summary.data.refundsCents)],
        [bm.net, formatChf(summary.data.netCents)],
      ] as const)
    : [];

  return (
    <Card dense aria-labelledby="bookkeeping">
      <h2 id="bookkeeping" className="text-lg font-semibold text-stone-900">
        {bm.title}
      </h2>
      <p className="mb-3 text-sm text-stone-600">{bm.hint}</p>
      <div className="flex flex-wrap items-end gap-3">
        <Input label={bm.month} type="month" value={month} onChange={(e) => setMonth(e.target.value)} />
        <a
          className={buttonClasses('secondary', 'md')}
          href={`/api${callPath(pathOf('GET /admin/payments/bookkeeping/export.csv'), undefined, { month })}`}
          download
          aria-disabled={month === ''}
        >
          {bm.download}
        </a>
      </div>
      {summary.isError && (
        <AlertMessage tone="error" className="mt-3">
          {errorText(summary.error)}
        </AlertMessage>
      )}
      {summary.data && (
        <>
          <dl className="mt-3 grid grid-cols-1 gap-3 sm:grid-cols-3">
            {items.map(([name, value]) => (
              <div key={name} className="rounded-xl border border-stone-200 p-3">
                <dt className="text-sm text-stone-600">{name}</dt>
                <dd className="mt-1 text-xl font-bold text-stone-900 tabular-nums">{value}</dd>
              </div>
            ))}
          </dl>
          <p className="mt-2 text-sm text-stone-600">{bm.lines(summary.data.lines)}</p>
        </>
      )}
    </Card>
  );
}

export function BankTab({ onImported }: { onImported: () => void }) {
  return (
    <div className="grid gap-4">
      <BankImport onImported={onImported} />
      <Bookkeeping />
    </div>
  );
}
