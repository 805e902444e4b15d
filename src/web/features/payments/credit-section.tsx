import { paymentsPageMessages as m } from '@domain/messages/payment-screens';
import { creditPackMessages, packOriginLabels } from '@domain/messages/payments';
import type { PackView, PaymentsOverview } from '@domain/payments/payments-api';
import { Badge, Button, Card } from '../../ui';

/** One usable pack: credits left of total, expiry, where it came from, and the low-credit warning. */
function PackItem({ pack }: { pack: PackView }) {
  return (
    <li className="rounded-xl border border-stone-200 p-3">
      <p className="flex flex-wrap items-center gap-2">
        <span className="font-semibold text-stone-900">
          {creditPackMessages.remaining(pack.creditsRemaining, pack.totalCredits)}
        </span>
        {pack.origin !== 'PURCHASED' && <Badge tone="info">{packOriginLabels[pack.origin]}</Badge>}
      </p>
      {pack.expiresAt && (
        <p className="text-sm text-stone-700">{creditPackMessages.expiresOn(new Date(pack.expiresAt))}</p>
      )}
      {pack.lowCredit && (
        <p className="mt-1 text-sm font-medium text-amber-900">{creditPackMessages.lowCredit}</p>
      )}
    </li>
  );
}

/** The family's credit: its usable packs and, below 2 credits, the 10+1 pack to buy. */
export function CreditSection({
  credit,
  onBuy,
  buying,
}: {
  credit: PaymentsOverview['credit'];
  onBuy(): void;
  buying: boolean;
}) {
  return (
    <Card title={m.creditTitle} titleAs="h2">
      <p className="mb-3 text-base text-stone-800">{m.balance(credit.balance)}</p>
      {credit.packs.length > 0 ? (
        <ul className="flex flex-col gap-2">
          {credit.packs.map((pack) => (
            <PackItem key={pack.id} pack={pack} />
          ))}
        </ul>
      ) : (
        <p className="text-sm text-stone-600">{m.noCredit}</p>
      )}
      {credit.offerPurchase && (
        <div className="mt-4 flex flex-col gap-2 rounded-xl bg-brand-50 p-3 sm:flex-row sm:items-center">
          <p className="flex-1 text-sm text-stone-800">{creditPackMessages.offerPurchase}</p>
          <Button size="sm" loading={buying} onClick={onBuy}>
            {m.buyPack}
          </Button>
        </div>
      )}
    </Card>
  );
}
