import { adminPacksMessages as m } from '@domain/messages/admin-packs';
import { formatChf } from '@domain/money';
import type { AdminPackOrder } from '@domain/payments/credit-packs-admin-api';
import { formatDate } from '@domain/time';
import { Button } from '../../ui';
import { AdminTable, cellClasses } from '../admin-table';
import { usePackOrders } from './subscriptions-queries';

/**
 * Shop orders of "Abo 10+1" that no pack fulfils yet, oldest first, each with the grant that fulfils it once the
 * parent has paid on site. Nothing is shown while none waits.
 */
export function PackOrders({ onGrant }: { onGrant: (order: AdminPackOrder) => void }) {
  const orders = usePackOrders();
  const items = orders.data?.items ?? [];
  if (items.length === 0) return null;
  const cell = cellClasses(false);
  return (
    <section aria-labelledby="pack-orders-title" className="mb-6">
      <h2 id="pack-orders-title" className="text-lg font-semibold text-stone-900">
        {m.openOrders}
      </h2>
      <p className="mb-2 text-sm text-stone-600">{m.openOrdersHint}</p>
      <AdminTable caption={m.openOrders} columns={[m.parent, m.orderedAt, m.orderPacks, m.price, '']}>
        {items.map((order) => (
          <tr key={order.orderId}>
            <td className={cell}>
              <div className="font-medium">{order.parentName}</div>
              <div className="break-all text-sm text-stone-600">{order.parentEmail}</div>
            </td>
            <td className={cell}>{formatDate(new Date(order.orderedAt))}</td>
            <td className={`${cell} tabular-nums`}>{order.quantity}</td>
            <td className={`${cell} tabular-nums`}>{formatChf(order.priceCents)}</td>
            <td className={cell}>
              <Button
                size="sm"
                variant="secondary"
                aria-label={m.orderGrantFor(order.parentName)}
                onClick={() => onGrant(order)}
              >
                {m.orderGrant}
              </Button>
            </td>
          </tr>
        ))}
      </AdminTable>
    </section>
  );
}
