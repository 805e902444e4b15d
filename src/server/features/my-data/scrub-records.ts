import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import type { ErasedFamily } from './erasure-lists';

// Copies of the family's personal data outside the rows erasure-lists.ts names: names recorded in audit details,
// the payer's contact in Stripe's event payloads, and mails or pushes about the family in pg-boss's tables.

/** An id list as one parameter (uuids hold no commas), so an empty family is an empty array, not broken SQL. */
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

/**
 * Stripe's events are kept for reconciliation; the payer's contact details in those of this family (its checkouts,
 * or any event naming its address) are removed.
 */
export async function scrubStripePayloads(
  tx: Tx,
  family: ErasedFamily,
  pseudonymEmail: string,
): Promise<number> {
  const result = await tx.execute(sql`
    update stripe_events set payload = replace(
      ((payload #- '{data,object,customer_details}') #- '{data,object,customer_email}')::text,
      ${family.email}, ${pseudonymEmail})::jsonb
    where position(${family.email} in payload::text) > 0
      or payload->'data'->'object'->>'id' in (select id from checkout_sessions where parent_id = ${family.parentId})`);
  return result.rowCount ?? 0;
}

const likeAny = (texts: readonly string[]) =>
  sql`array[${sql.join(
    texts.map((text) => sql`${`%${text.replace(/[\\%_]/g, '\\$&')}%`}`),
    sql`, `,
  )}]::text[]`;

/**
 * Jobs whose data names the family: their mails and pushes are about a family that no longer exists, and pg-boss
 * would otherwise keep their text for days. Every mail about a family carries its address (as recipient or reply-to)
 * and every push its user id, so those find waiting jobs without touching another family's. Names alone (a partner's
 * mail that names this parent) are matched only in finished and archived jobs: a namesake's mail has gone out
 * already, and only its copy goes.
 */
export async function scrubQueuedJobs(
  tx: Tx,
  identifying: readonly string[],
  names: readonly string[],
): Promise<number> {
  if (identifying.length === 0) return 0;
  const byIdentity = likeAny(identifying);
  const byName = likeAny([...identifying, ...names]);
  const jobs = sql`${sql.identifier('pgboss')}.${sql.identifier('job')}`;
  const archive = sql`${sql.identifier('pgboss')}.${sql.identifier('archive')}`;
  const results = [
    await tx.execute(sql`delete from ${jobs} where data::text ilike any(${byIdentity})`),
    await tx.execute(sql`delete from ${jobs} where state in ('completed', 'failed', 'cancelled')
      and data::text ilike any(${byName})`),
    await tx.execute(sql`delete from ${archive} where data::text ilike any(${byName})`),
  ];
  return results.reduce((sum, r) => sum + (r.rowCount ?? 0), 0);
}
