import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { familyParentIds } from '../family/scope';

// Everything the portal holds about one family, table by table, for the data export (decision 037). The family is
// what the app shows the parent (decision 012): their own children, and a partner's while the link is accepted and
// shared. Each query selects plain columns with readable names; the export turns every table into JSON and a CSV.

export type RecordRow = Record<string, unknown>;

/** One table of the export: its column names (a CSV has its header even when empty) and its rows. */
export interface RecordTable {
  columns: string[];
  rows: RecordRow[];
}

/** The family's children as the family scope sees them (own + shared by an accepted partner). */
const familyChildren = (parentId: string) => sql`(
  select c.id from children c where c.parent_id = ${parentId}
  union
  select pc.child_id from parent_children pc
    join children c on c.id = pc.child_id
    join family_links l on l.status = 'accepted'
      and ((l.inviter_id = ${parentId} and l.invitee_id = c.parent_id)
        or (l.invitee_id = ${parentId} and l.inviter_id = c.parent_id))
    where pc.parent_id = ${parentId})`;

async function rows(db: DbOrTx, query: ReturnType<typeof sql>): Promise<RecordTable> {
  const result = await db.execute<RecordRow>(query);
  return { columns: result.fields.map((f) => f.name), rows: result.rows };
}

/** The tables of the export, in the order a reader would look for them. AHV numbers are added by the caller. */
export async function readFamilyRecords(db: DbOrTx, parentId: string): Promise<Record<string, RecordTable>> {
  const kids = familyChildren(parentId);
  const childName = sql`c.first_name || ' ' || c.last_name`;
  return {
    profile: await rows(
      db,
      sql`select id, email, first_name, last_name, mobile, role, created_at, terms_accepted_at, signup_source,
        second_parent_email from profiles where id = ${parentId}`,
    ),
    second_parent: await rows(
      db,
      sql`select case when inviter_id = ${parentId} then 'angeboten' else 'erhalten' end as direction,
        status, invitee_email, created_at, responded_at, ended_at
        from family_links where inviter_id = ${parentId} or invitee_id = ${parentId} order by created_at`,
    ),
    children: await rows(
      db,
      sql`select c.id, c.first_name, c.last_name, c.date_of_birth, c.club_name, c.level, c.jersey_size,
        c.ahv_last4, c.ahv_encrypted, c.parent_id = ${parentId} as own_child, c.created_at,
        c.photo_consent_family, c.photo_consent_news, c.health_info_encrypted is not null as health_info_stored
        from children c where c.id in ${kids} order by c.created_at, c.id`,
    ),
    training_bookings: await rows(
      db,
      sql`select r.id, ${childName} as child, s.title as training, s.starts_at, s.ends_at, s.location,
        r.created_at as booked_at, r.cancelled_at, r.free_cancellation_until, r.absence_reported_at,
        r.absence_reason
        from rsvps r join children c on c.id = r.child_id join sessions s on s.id = r.session_id
        where r.child_id in ${kids} order by s.starts_at, r.id`,
    ),
    camp_registrations: await rows(
      db,
      sql`select r.id, ${childName} as child, k.name as camp, k.start_date, k.end_date, k.location,
        r.created_at as booked_at, r.cancelled_at, r.free_cancellation_until
        from camp_rsvps r join children c on c.id = r.child_id join camps k on k.id = r.camp_id
        where r.child_id in ${kids} order by k.start_date, r.id`,
    ),
    waitlist: await rows(
      db,
      sql`select w.id, ${childName} as child, coalesce(s.title, k.name) as offer, w.created_at
        from waitlist_entries w join children c on c.id = w.child_id
        left join sessions s on s.id = w.session_id left join camps k on k.id = w.camp_id
        where w.child_id in ${kids} order by w.created_at, w.id`,
    ),
    // The answers to the offers' questions (decision 055), with the wording the question had when answered.
    offer_answers: await rows(
      db,
      sql`select a.id, ${childName} as child, coalesce(s.title, k.name) as offer, a.question_label as question,
        a.answer_text as answer, a.updated_at
        from offer_answers a join children c on c.id = a.child_id
        join offer_questions q on q.id = a.question_id
        left join sessions s on s.id = q.session_id left join camps k on k.id = q.camp_id
        where a.child_id in ${kids} order by a.updated_at, a.id`,
    ),
    payments: await rows(
      db,
      sql`select * from (
        select p.id, 'training' as kind, ${childName} as child, s.title as offer, p.amount_cents, p.status,
          p.method, p.paid_at, null::int as refund_cents, p.late_cancelled_at, p.created_at
          from payments p join children c on c.id = p.child_id join sessions s on s.id = p.session_id
          where p.child_id in ${kids}
        union all
        select p.id, 'camp', ${childName}, k.name, p.amount_cents, p.status, p.method, p.paid_at, p.refund_cents,
          null, p.created_at
          from camp_payments p join children c on c.id = p.child_id join camps k on k.id = p.camp_id
          where p.child_id in ${kids}
        union all
        select f.id, 'camp_fee', ${childName}, k.name, f.amount_cents, f.status, f.method, f.paid_at, null, null,
          f.created_at
          from camp_cancellation_fees f join children c on c.id = f.child_id join camps k on k.id = f.camp_id
          where f.child_id in ${kids}
      ) money order by created_at, id`,
    ),
    credit_packs: await rows(
      db,
      sql`select id, total_credits, credits_remaining, unit_value_cents, price_cents_paid, status, payment_method,
        origin, created_at, expires_at from credit_packs
        where parent_id in ${familyParentIds(parentId)} order by created_at, id`,
    ),
    credit_uses: await rows(
      db,
      sql`select u.id, u.pack_id, ${childName} as child, s.title as training, s.starts_at, k.name as camp, u.qty,
        u.consumed_at, u.reverted_at
        from credit_consumptions u join credit_packs p on p.id = u.pack_id
        join children c on c.id = u.child_id left join sessions s on s.id = u.session_id
        left join camps k on k.id = u.camp_id
        where p.parent_id in ${familyParentIds(parentId)} order by u.consumed_at, u.id`,
    ),
    shop_orders: await rows(
      db,
      sql`select id, parent_name, parent_email, parent_phone, items, total_cents, created_at
        from shop_orders where parent_id = ${parentId} order by created_at, id`,
    ),
    support_requests: await rows(
      db,
      sql`select id, email, problem, smartphone, created_at from support_requests
        where user_id = ${parentId} order by created_at, id`,
    ),
    consents: await rows(
      db,
      sql`select p.terms_accepted_at,
        not exists (select 1 from reminder_mail_opt_outs o where o.parent_id = p.id) as reminder_mails
        from profiles p where p.id = ${parentId}`,
    ),
    // When a child's photo consent changed, from what to what (decision 038).
    photo_consent_changes: await rows(
      db,
      sql`select ${childName} as child, l.kind as consent, l.previous, l.given, l.changed_at
        from child_consent_changes l join children c on c.id = l.child_id
        where l.child_id in ${kids} order by l.changed_at, l.id`,
    ),
    calendar_feed: await rows(db, sql`select created_at from calendar_feeds where parent_id = ${parentId}`),
    push_devices: await rows(
      db,
      sql`select id, device_info, created_at, last_notification_at from push_subscriptions
        where user_id = ${parentId} order by created_at, id`,
    ),
    // The mails and pushes sent to the parent (decision 051): subjects and states, never a body.
    messages: await rows(
      db,
      sql`select channel, subject, state, created_at as queued_at, state_at from message_log
        where profile_id = ${parentId} order by created_at, id`,
    ),
    photos: await rows(
      db,
      sql`select a.id as photo_id, a.filename, f.name as album, ${childName} as child, t.created_at as tagged_at
        from photo_tags t join photo_assets a on a.id = t.photo_id join photo_folders f on f.id = a.drive_folder_id
        join children c on c.id = t.child_id
        where t.child_id in ${kids} order by a.created_at, a.id, c.id`,
    ),
  };
}
