import { adminBankCreditMessages as bank, adminBankAwaitingMessages as m } from '@domain/messages/admin-bank';
import { formatChf } from '@domain/money';
import { formatDate } from '@domain/time';
import { errorText } from '../../lib/api';
import { AlertMessage } from '../../ui';
import { useAwaitingBankEntries } from './payments-queries';

// "Details folgen" (decision 035): what a statement booked without its details is neither paid nor unmatched money
// yet. The admin sees it here, to know which camt.054 is still to import; the section is absent while none waits.

export function AwaitingEntries() {
  const awaiting = useAwaitingBankEntries();
  if (awaiting.isError) {
    return (
      <AlertMessage tone="error" className="mt-3">
        {errorText(awaiting.error)}
      </AlertMessage>
    );
  }
  const items = awaiting.data?.items ?? [];
  if (items.length === 0) return null;
  return (
    <section aria-labelledby="bank-awaiting" className="mt-4 border-t border-stone-200 pt-3">
      <h3 id="bank-awaiting" className="font-semibold text-stone-900">
        {m.title}
      </h3>
      <p className="mb-2 text-sm text-stone-600">{m.hint}</p>
      <ul className="grid gap-2">
        {items.map((entry) => (
          <li key={entry.id} className="rounded-xl border border-stone-200 p-3 text-sm">
            <div className="flex flex-wrap justify-between gap-2">
              <span className="text-stone-800">
                {m.bookedOn(formatDate(entry.bookingDate))}
                {entry.transactionCount !== null && ` · ${m.payments(entry.transactionCount)}`}
              </span>
              <span className="font-semibold text-stone-900 tabular-nums">
                {formatChf(entry.amountCents)}
              </span>
            </div>
            {entry.bankReference && (
              <div className="text-stone-600">
                {bank.bankReference}: {entry.bankReference}
              </div>
            )}
            {entry.detailsMessageId && (
              <div className="text-stone-600">
                {m.notification}: {entry.detailsMessageId}
              </div>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
