import { sql } from 'drizzle-orm';
import type { DeletionPreview } from '../../../domain/my-data/my-data-api';
import { personName } from '../../../domain/people/person-name';
import type { DbOrTx } from '../../db/client';
import { findAcceptedLink } from '../family/queries';
import { findDeletionBlockers } from './deletion-blockers';

// The page before the deletion (decision 037): exactly what goes, what stays without names and why, and what must be
// settled first. The same counts the erasure then writes into its audit row.

export async function readDeletionPreview(db: DbOrTx, parentId: string, now: Date): Promise<DeletionPreview> {
  const own = sql`(select id from children where parent_id = ${parentId})`;
  const kids = await db.execute<{ first_name: string; last_name: string }>(
    sql`select first_name, last_name from children where parent_id = ${parentId} order by created_at, id`,
  );
  const [counts] = (
    await db.execute<Record<string, string | number | boolean>>(sql`select
      (select count(*) from rsvps where child_id in ${own})
        + (select count(*) from camp_rsvps where child_id in ${own}) as bookings,
      (select count(*) from support_requests where user_id = ${parentId}) as support_requests,
      (select count(*) from push_subscriptions where user_id = ${parentId}) as push_devices,
      exists (select 1 from calendar_feeds where parent_id = ${parentId}) as calendar_link,
      (select count(*) from photo_tags where child_id in ${own}) as photo_tags,
      (select count(*) from shop_orders where parent_id = ${parentId}) as shop_orders,
      (select count(*) from payments where child_id in ${own})
        + (select count(*) from camp_payments where child_id in ${own})
        + (select count(*) from camp_cancellation_fees where child_id in ${own}) as payments,
      coalesce((select sum(amount_cents) from payments where child_id in ${own} and status = 'SUCCEEDED'), 0)
        + coalesce((select sum(amount_cents) from camp_payments where child_id in ${own} and status = 'SUCCEEDED'), 0)
        + coalesce((select sum(amount_cents) from camp_cancellation_fees
            where child_id in ${own} and status = 'SUCCEEDED'), 0) as paid_cents,
      (select count(*) from credit_packs where parent_id = ${parentId}) as packs,
      coalesce((select sum(credits_remaining) from credit_packs where parent_id = ${parentId}
        and status = 'ACTIVE' and (expires_at is null or expires_at > ${now}::timestamptz)), 0) as credits`)
  ).rows;
  const n = (key: string) => Number(counts?.[key] ?? 0);
  return {
    erased: {
      children: kids.rows.map((k) => personName({ firstName: k.first_name, lastName: k.last_name })),
      bookings: n('bookings'),
      supportRequests: n('support_requests'),
      pushDevices: n('push_devices'),
      calendarLink: counts?.calendar_link === true,
      photoTags: n('photo_tags'),
      shopOrders: n('shop_orders'),
    },
    kept: {
      payments: n('payments'),
      paidCents: n('paid_cents'),
      packs: n('packs'),
      creditsForfeited: n('credits'),
    },
    partnerLinked: (await findAcceptedLink(db, parentId)) !== undefined,
    blockers: await findDeletionBlockers(db, parentId, now),
  };
}
