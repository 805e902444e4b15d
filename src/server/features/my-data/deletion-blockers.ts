import { sql } from 'drizzle-orm';
import type { DeletionBlocker } from '../../../domain/my-data/my-data-api';
import { zurichToday } from '../../../domain/time';
import type { DbOrTx } from '../../db/client';

// What stands in the way of a deletion (decision 037): a booking still ahead (training not over, camp not past its
// last day), money still owed, a refund not yet paid out. The parent settles these by the usual rules first; the
// erasure never cancels or refunds on its own. Only the children this parent created count: a partner's children
// and their bookings stay with the partner. A pack checkout still open (Stripe's last a day) would bring money for
// an account that no longer exists.

const OPEN_CHECKOUT_MS = 24 * 60 * 60_000;

export async function findDeletionBlockers(
  db: DbOrTx,
  parentId: string,
  now: Date,
): Promise<DeletionBlocker[]> {
  const today = zurichToday(now);
  const own = sql`(select id from children where parent_id = ${parentId})`;
  const child = sql`c.first_name || ' ' || c.last_name`;
  const result = await db.execute<{ kind: DeletionBlocker['kind']; label: string }>(sql`
    select 'training' as kind, ${child} || ': ' || s.title || ', '
        || to_char(s.starts_at at time zone 'Europe/Zurich', 'DD.MM.YYYY HH24:MI') as label
      from rsvps r join children c on c.id = r.child_id join sessions s on s.id = r.session_id
      where r.child_id in ${own} and r.cancelled_at is null and s.deleted_at is null
        and coalesce(s.ends_at, s.starts_at) > ${now}::timestamptz
    union all
    select 'camp', ${child} || ': ' || k.name || ', ' || to_char(k.start_date, 'DD.MM.YYYY')
      from camp_rsvps r join children c on c.id = r.child_id join camps k on k.id = r.camp_id
      where r.child_id in ${own} and r.cancelled_at is null and k.deleted_at is null
        and coalesce(k.end_date, k.start_date) >= ${today}::date
    union all
    select 'payment', ${child} || ': ' || s.title || ', ' || to_char(p.amount_cents / 100.0, 'FM9990.00') || ' CHF'
      from payments p join children c on c.id = p.child_id join sessions s on s.id = p.session_id
      where p.child_id in ${own} and p.status = 'REQUIRES_PAYMENT'
    union all
    select 'payment', ${child} || ': ' || k.name || ', ' || to_char(p.amount_cents / 100.0, 'FM9990.00') || ' CHF'
      from camp_payments p join children c on c.id = p.child_id join camps k on k.id = p.camp_id
      where p.child_id in ${own} and p.status = 'REQUIRES_PAYMENT'
    union all
    select 'payment', ${child} || ': ' || k.name || ', ' || to_char(f.amount_cents / 100.0, 'FM9990.00') || ' CHF'
      from camp_cancellation_fees f join children c on c.id = f.child_id join camps k on k.id = f.camp_id
      where f.child_id in ${own} and f.status = 'REQUIRES_PAYMENT'
    union all
    select 'refund', ${child} || ': ' || k.name
      from camp_payments p join children c on c.id = p.child_id join camps k on k.id = p.camp_id
      left join camp_rsvps r on r.id = p.camp_rsvp_id
      where p.child_id in ${own}
        and ((p.status = 'REFUNDED' and p.refund_cents > 0 and p.manual_refund_completed_at is null)
          or (p.status = 'SUCCEEDED' and r.cancelled_at is not null
            and p.method in ('STRIPE_ONLINE', 'STRIPE_TWINT', 'ONLINE_TWINT')))
    union all
    select 'payment', 'Abo 10+1'
      from checkout_sessions k
      where k.parent_id = ${parentId} and k.kind = 'CREDIT_PACK' and k.status = 'open'
        and k.created_at > ${new Date(now.getTime() - OPEN_CHECKOUT_MS)}::timestamptz
    order by 1, 2`);
  return result.rows.map((r) => ({ kind: r.kind, label: r.label }));
}
