import { eq, sql } from 'drizzle-orm';
import { SIGN_IN_MAIL_QUEUE } from '../../auth/sign-in-mail-job';
import type { Tx } from '../../db/client';
import { stripeEvents } from '../../db/schema';
import { MAIL_QUEUE } from '../../integrations/mail';
import { METADATA } from '../../integrations/payments';
import { PUSH_QUEUE } from '../push/push-job';
import type { ErasedFamily } from './erasure-lists';

// Copies of the family's personal data outside the rows erasure-lists.ts names: names recorded in audit details,
// the payer's contact in Stripe's event payloads, and mails or pushes about the family in pg-boss's tables. Each is
// found by a field that names the family (an id, the whole address), never by text it contains (issue 25).

/** An id list as one parameter (uuids and queue names hold no commas), so an empty list is not broken SQL. */
const idArray = (ids: readonly string[]) => sql`string_to_array(${ids.join(',')}, ',')::text[]`;

/**
 * Audit rows about the family keep who did what and when; the names they recorded (`name`, `whose`, `child`,
 * `firstName`, `lastName`, `email`) become the child's or the family's pseudonym.
 */
export async function scrubAuditDetails(
  tx: Tx,
  family: ErasedFamily,
  familyPseudonym: string,
): Promise<number> {
  const childIds = idArray(family.childIds);
  const result = await tx.execute(sql`
    update audit_log a set details = (
      select jsonb_object_agg(e.key, case
        when e.key in ('name', 'whose', 'child', 'firstName', 'lastName', 'email') then to_jsonb(coalesce(
          (select c.first_name || ' ' || c.last_name from children c
            where c.id::text = coalesce(a.details->>'childId', case when a.subject_type = 'child' then a.subject_id end)),
          ${familyPseudonym}::text))
        else e.value end)
      from jsonb_each(a.details) e)
    where jsonb_typeof(a.details) = 'object' and (
      (a.subject_type = 'child' and a.subject_id = any(${childIds}))
      or (a.subject_type = 'parent' and a.subject_id = ${family.parentId})
      or a.details->>'childId' = any(${childIds})
      or a.details->>'parentId' = ${family.parentId})`);
  return result.rowCount ?? 0;
}

/** Where Stripe puts a payer's contact: dropped wherever they stand in the family's own payloads. */
const PAYER_CONTACT_KEYS = new Set([
  'customer_details',
  'customer_email',
  'receipt_email',
  'billing_details',
  'shipping',
  'shipping_details',
]);

/** The payload without the payer's contact, any value that is exactly the family's address replaced. */
function withoutPayerContact(value: unknown, email: string, pseudonymEmail: string): unknown {
  if (typeof value === 'string') return value.trim().toLowerCase() === email ? pseudonymEmail : value;
  if (Array.isArray(value)) return value.map((item) => withoutPayerContact(item, email, pseudonymEmail));
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.entries(value)
      .filter(([key]) => !PAYER_CONTACT_KEYS.has(key))
      .map(([key, item]) => [key, withoutPayerContact(item, email, pseudonymEmail)]),
  );
}

/**
 * Stripe's events are kept for reconciliation; the payer's contact goes from those of this family. Its events are
 * found by what names it (our parent id in the metadata or as client reference, one of its checkouts, the payer's
 * address as a whole field), never by text the payload contains: another family's address may contain this one.
 */
export async function scrubStripePayloads(
  tx: Tx,
  family: ErasedFamily,
  pseudonymEmail: string,
): Promise<number> {
  const email = family.email.trim().toLowerCase();
  const object = sql`e.payload->'data'->'object'`;
  const events = await tx.execute<{ id: string; payload: unknown }>(sql`
    select e.id, e.payload from stripe_events e
    where ${object}->'metadata'->>${METADATA.parentId}::text = ${family.parentId}
      or ${object}->>'client_reference_id' = ${family.parentId}
      or ${object}->>'id' in (select id from checkout_sessions where parent_id = ${family.parentId})
      or lower(${object}->>'customer_email') = ${email}
      or lower(${object}->'customer_details'->>'email') = ${email}
      or lower(${object}->>'receipt_email') = ${email}
    for update`);
  let changed = 0;
  for (const event of events.rows) {
    const payload = withoutPayerContact(event.payload, email, pseudonymEmail);
    if (JSON.stringify(payload) === JSON.stringify(event.payload)) continue;
    await tx.update(stripeEvents).set({ payload }).where(eq(stripeEvents.id, event.id));
    changed++;
  }
  return changed;
}

/** The queues whose jobs are about one person: mails, sign-in and deletion codes, pushes. */
const PERSONAL_QUEUES = [MAIL_QUEUE, SIGN_IN_MAIL_QUEUE, PUSH_QUEUE];

/**
 * The family's jobs, by the fields that name it and by equality only: a mail to or answering to its address, its
 * codes, pushes to its devices, and jobs whose `about` names the parent or a child (job-about.ts). Only the personal
 * queues are looked at: a refund or a payment link's deactivation is money moving, never erased.
 */
function familyJobs(family: ErasedFamily) {
  const email = family.email.trim().toLowerCase();
  const to = sql`data->'message'->'to'`;
  return sql`name = any(${idArray(PERSONAL_QUEUES)}) and (
    (name = ${MAIL_QUEUE} and (
      exists (select 1 from jsonb_array_elements_text(
          case jsonb_typeof(${to}) when 'array' then ${to} else jsonb_build_array(${to}) end) r
        where lower(btrim(r)) = ${email})
      or lower(btrim(data->'message'->>'replyTo')) = ${email}))
    or (name = ${SIGN_IN_MAIL_QUEUE} and lower(data->>'email') = ${email})
    or (name = ${PUSH_QUEUE} and data->>'userId' = ${family.parentId})
    or data->'about'->'userIds' ? ${family.parentId}
    or data->'about'->'childIds' ?| ${idArray(family.childIds)})`;
}

/**
 * The family's mails, codes and pushes, waiting or done, in pg-boss's tables: they are about a family that no longer
 * exists, and pg-boss would keep their text for days. Another family's job is never matched by text it happens to
 * contain (the provider's phone in every footer, a name like "0,").
 */
export async function scrubQueuedJobs(tx: Tx, family: ErasedFamily): Promise<number> {
  const where = familyJobs(family);
  const results = [
    await tx.execute(sql`delete from pgboss.job where ${where}`),
    await tx.execute(sql`delete from pgboss.archive where ${where}`),
  ];
  return results.reduce((sum, r) => sum + (r.rowCount ?? 0), 0);
}
