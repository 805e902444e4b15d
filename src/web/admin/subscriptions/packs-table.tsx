import { adminPacksMessages as m } from '@domain/messages/admin-packs';
import type { AdminPack, PackStatusChange } from '@domain/payments/credit-packs-admin-api';
import { formatDate } from '@domain/time';
import { Badge, Button, Card } from '../../ui';
import { canExpireOrCancel, packBadges, packExpiryText, packPaidText } from './pack-display';

interface Props {
  items: AdminPack[];
  onDetails: (pack: AdminPack) => void;
  onChange: (pack: AdminPack, status: PackStatusChange['status']) => void;
}

function Badges({ pack }: { pack: AdminPack }) {
  return (
    <span className="flex flex-wrap gap-1">
      {packBadges(pack).map((b) => (
        <Badge key={b.label} tone={b.tone}>
          {b.label}
        </Badge>
      ))}
    </span>
  );
}

function Actions({ pack, onDetails, onChange }: { pack: AdminPack } & Omit<Props, 'items'>) {
  return (
    <div className="flex flex-wrap gap-2">
      <Button
        size="sm"
        variant="secondary"
        aria-label={`${m.details}: ${pack.parentName}`}
        onClick={() => onDetails(pack)}
      >
        {m.details}
      </Button>
      {canExpireOrCancel(pack) && (
        <>
          <Button
            size="sm"
            variant="secondary"
            aria-label={`${m.expire}: ${pack.parentName}`}
            onClick={() => onChange(pack, 'EXPIRED')}
          >
            {m.expire}
          </Button>
          <Button
            size="sm"
            variant="secondary"
            aria-label={`${m.cancel}: ${pack.parentName}`}
            onClick={() => onChange(pack, 'CANCELLED')}
          >
            {m.cancel}
          </Button>
        </>
      )}
    </div>
  );
}

/** A table from 1024 px, cards below: the same packs and actions. */
export function PacksTable({ items, onDetails, onChange }: Props) {
  const cell = 'border-b border-stone-100 px-4 py-3';
  return (
    <>
      <table className="hidden w-full border-separate border-spacing-0 overflow-hidden rounded-2xl border border-stone-200 bg-white text-left lg:table">
        <caption className="sr-only">{m.listLabel}</caption>
        <thead className="bg-stone-50 text-sm text-stone-600">
          <tr>
            {[m.parent, m.credits, m.price, m.created, m.expires, m.status, ''].map((h, i) => (
              <th key={h || i} scope="col" className="border-b border-stone-200 px-4 py-3 font-medium">
                {h}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {items.map((pack) => (
            <tr key={pack.id} className="align-top">
              <th scope="row" className={`${cell} font-semibold text-stone-900`}>
                {pack.parentName}
                <p className="text-sm font-normal break-all text-stone-600">{pack.parentEmail}</p>
              </th>
              <td className={`${cell} whitespace-nowrap text-stone-700`}>
                {m.remaining(pack.creditsRemaining, pack.totalCredits)}
              </td>
              <td className={`${cell} text-stone-700`}>{packPaidText(pack)}</td>
              <td className={`${cell} whitespace-nowrap text-stone-700`}>
                {formatDate(new Date(pack.createdAt))}
              </td>
              <td className={`${cell} whitespace-nowrap text-stone-700`}>{packExpiryText(pack)}</td>
              <td className={cell}>
                <Badges pack={pack} />
              </td>
              <td className={cell}>
                <Actions pack={pack} onDetails={onDetails} onChange={onChange} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <ul aria-label={m.listLabel} className="flex flex-col gap-3 lg:hidden">
        {items.map((pack) => (
          <li key={pack.id} aria-label={pack.parentName}>
            <Card>
              <div className="flex items-start justify-between gap-2">
                <p className="font-semibold text-stone-900">{pack.parentName}</p>
                <Badges pack={pack} />
              </div>
              <p className="text-sm break-all text-stone-700">{pack.parentEmail}</p>
              <p className="mt-2 text-sm text-stone-700">
                {m.credits}: {m.remaining(pack.creditsRemaining, pack.totalCredits)}
              </p>
              <p className="text-sm text-stone-700">
                {m.price}: {packPaidText(pack)}
              </p>
              <p className="text-sm text-stone-700">
                {m.expires}: {packExpiryText(pack)}
              </p>
              <div className="mt-3">
                <Actions pack={pack} onDetails={onDetails} onChange={onChange} />
              </div>
            </Card>
          </li>
        ))}
      </ul>
    </>
  );
}
