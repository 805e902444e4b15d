import { adminPacksMessages as m } from '@domain/messages/admin-packs';
import type { AdminPack, PackStatusChange } from '@domain/payments/credit-packs-admin-api';
import { formatDate } from '@domain/time';
import { Badge, Card } from '../../ui';
import { AdminTable, cellClasses } from '../admin-table';
import { RowActions } from '../row-actions';
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
  const changeable = canExpireOrCancel(pack);
  return (
    <RowActions
      name={pack.parentName}
      actions={[
        { label: m.details, onSelect: () => onDetails(pack) },
        changeable && { label: m.expire, onSelect: () => onChange(pack, 'EXPIRED') },
        changeable && { label: m.cancel, onSelect: () => onChange(pack, 'CANCELLED') },
      ]}
    />
  );
}

/** A table from 1024 px, cards below: the same packs and actions. */
export function PacksTable({ items, onDetails, onChange }: Props) {
  const cell = cellClasses(true);
  return (
    <>
      <AdminTable
        caption={m.listLabel}
        columns={[m.parent, m.credits, m.price, m.created, m.expires, m.status, '']}
        cardsBelow
      >
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
      </AdminTable>
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
