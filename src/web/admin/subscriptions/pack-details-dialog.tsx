import { adminPacksMessages as m } from '@domain/messages/admin-packs';
import { formatDate, formatDateTime } from '@domain/time';
import { errorText } from '../../lib/api';
import { AlertMessage, Badge, Dialog, Spinner } from '../../ui';
import { packBadges, packExpiryText, packPaidText } from './pack-display';
import { useAdminPackDetails } from './subscriptions-queries';

/** The pack, where it came from, and every credit taken from it (a given-back one shown as refunded). */
export function PackDetailsDialog({ packId, onClose }: { packId: string | null; onClose: () => void }) {
  const details = useAdminPackDetails(packId);
  const data = details.data;
  return (
    <Dialog
      open={packId !== null}
      onOpenChange={(open) => !open && onClose()}
      title={m.detailsTitle}
      size="lg"
    >
      {details.isPending && <Spinner />}
      {details.isError && <AlertMessage tone="error">{errorText(details.error)}</AlertMessage>}
      {data && (
        <div className="flex flex-col gap-4">
          <dl className="grid grid-cols-1 gap-x-4 gap-y-2 text-sm sm:grid-cols-2">
            <div>
              <dt className="text-stone-600">{m.parent}</dt>
              <dd className="font-medium text-stone-900">
                {data.pack.parentName}{' '}
                <span className="break-all text-stone-600">({data.pack.parentEmail})</span>
              </dd>
            </div>
            <div>
              <dt className="text-stone-600">{m.status}</dt>
              <dd className="flex flex-wrap gap-1">
                {packBadges(data.pack).map((b) => (
                  <Badge key={b.label} tone={b.tone}>
                    {b.label}
                  </Badge>
                ))}
              </dd>
            </div>
            <div>
              <dt className="text-stone-600">{m.origin}</dt>
              <dd className="text-stone-900">
                {m.origins[data.pack.origin]}
                {data.originPayment && (
                  <span className="block text-stone-600">
                    {m.originPayment(data.originPayment.childName, data.originPayment.title)}
                  </span>
                )}
              </dd>
            </div>
            <div>
              <dt className="text-stone-600">{m.credits}</dt>
              <dd className="text-stone-900">
                {m.remaining(data.pack.creditsRemaining, data.pack.totalCredits)}
              </dd>
            </div>
            <div>
              <dt className="text-stone-600">{m.price}</dt>
              <dd className="text-stone-900">{packPaidText(data.pack)}</dd>
            </div>
            <div>
              <dt className="text-stone-600">{m.expires}</dt>
              <dd className="text-stone-900">{packExpiryText(data.pack)}</dd>
            </div>
          </dl>
          <section aria-label={m.history}>
            <h3 className="mb-2 font-semibold text-stone-900">{m.history}</h3>
            {data.consumptions.length === 0 ? (
              <p className="text-sm text-stone-600">{m.historyEmpty}</p>
            ) : (
              <ul className="flex flex-col divide-y divide-stone-100 rounded-xl border border-stone-200">
                {data.consumptions.map((c) => (
                  <li key={c.id} className="flex items-start justify-between gap-3 px-3 py-2 text-sm">
                    <div>
                      <p className="font-medium text-stone-900">{c.childName}</p>
                      <p className="text-stone-700">
                        {[c.title, c.date ? formatDate(new Date(c.date)) : null].filter(Boolean).join(' · ')}
                      </p>
                      <p className="text-stone-600">{formatDateTime(new Date(c.consumedAt))}</p>
                    </div>
                    {c.revertedAt ? <Badge tone="info">{m.refunded}</Badge> : <Badge>{m.used}</Badge>}
                  </li>
                ))}
              </ul>
            )}
          </section>
        </div>
      )}
    </Dialog>
  );
}
