import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { profiles } from './auth';
import { ahvChecks, ahvColumns, createdAt, instant, oneOf, requiredTextRef, timestamps } from './columns';
import { FAMILY_LINK_STATUSES, JERSEY_SIZES } from './values';

export const children = pgTable(
  'children',
  {
    id: uuid().primaryKey().defaultRandom(),
    // A parent with children cannot be deleted (admin rule): the database refuses it as well.
    parentId: requiredTextRef(() => profiles.id),
    firstName: text().notNull(),
    lastName: text().notNull(),
    dateOfBirth: date({ mode: 'string' }).notNull(),
    clubName: text(),
    level: text(),
    jerseySize: integer(),
    ...ahvColumns(),
    // Photo consent (issue 18, decision 038): none until the parents say yes; existing children start without.
    // Read on every photo request, so a withdrawal counts from the next one.
    photoConsentFamily: boolean().notNull().default(false),
    photoConsentNews: boolean().notNull().default(false),
    /**
     * Allergies, medication and the emergency contact as one AES-256-GCM ciphertext of their JSON (the AHV's
     * cipher and key, src/server/crypto/health-info.ts); null when the parents entered none.
     */
    healthInfoEncrypted: text(),
    ...timestamps(),
  },
  (t) => [
    check('children_jersey_size_check', sql`${t.jerseySize} in (${sql.raw(JERSEY_SIZES.join(', '))})`),
    ...ahvChecks('children', t),
    index('children_parent_id_idx').on(t.parentId),
    // The back office's children list (issue 12): a name search that stays an index search with pg_trgm (the
    // extension is created in the migration), and one index per order and filter the list offers.
    index('children_name_trgm_idx').using('gin', sql`(${t.firstName} || ' ' || ${t.lastName}) gin_trgm_ops`),
    index('children_name_idx').on(t.lastName, t.firstName, t.id),
    index('children_club_name_idx').on(t.clubName, t.lastName, t.firstName, t.id),
    index('children_level_name_idx').on(t.level, t.lastName, t.firstName, t.id),
    index('children_date_of_birth_idx').on(t.dateOfBirth, t.id),
    index('children_created_at_idx').on(t.createdAt, t.id),
  ],
);

/**
 * Access of a parent to a child they did not create: one row per child of the partner while their link is accepted
 * (family_links). Written and removed in the transaction that accepts or ends the link; the family scope also checks
 * the link, so a row without an accepted link grants nothing.
 */
export const parentChildren = pgTable(
  'parent_children',
  {
    parentId: text()
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    childId: uuid()
      .notNull()
      .references(() => children.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.parentId, t.childId] }),
    index('parent_children_child_id_idx').on(t.childId),
  ],
);

/**
 * "Elternteil 2" (decision 012): `inviter_id` offers a link to `invitee_email`; it shares nothing until the person
 * behind that address accepts (then `invitee_id` is set). pending -> accepted | declined | ended (withdrawn);
 * accepted -> ended. A parent has at most one open link as inviter and at most one accepted link as invitee; that
 * no parent is in two accepted links on different sides is kept by the services under lockFamilyLinks.
 */
export const familyLinks = pgTable(
  'family_links',
  {
    id: uuid().primaryKey().defaultRandom(),
    inviterId: text()
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    inviteeEmail: text().notNull(),
    inviteeId: text().references(() => profiles.id, { onDelete: 'cascade' }),
    status: text({ enum: FAMILY_LINK_STATUSES }).notNull().default('pending'),
    createdAt: createdAt(),
    respondedAt: instant(),
    endedAt: instant(),
  },
  (t) => [
    oneOf('family_links_status_check', t.status, FAMILY_LINK_STATUSES),
    check('family_links_invitee_email_lower_check', sql`${t.inviteeEmail} = lower(${t.inviteeEmail})`),
    check('family_links_not_self_check', sql`${t.inviteeId} is null or ${t.inviteeId} <> ${t.inviterId}`),
    // Accepting or declining names who answered, and when.
    check(
      'family_links_response_check',
      sql`${t.status} not in ('accepted', 'declined') or (${t.inviteeId} is not null and ${t.respondedAt} is not null)`,
    ),
    check('family_links_ended_check', sql`(${t.status} = 'ended') = (${t.endedAt} is not null)`),
    uniqueIndex('family_links_open_inviter_uidx')
      .on(t.inviterId)
      .where(sql`status in ('pending', 'accepted')`),
    uniqueIndex('family_links_accepted_invitee_uidx').on(t.inviteeId).where(sql`status = 'accepted'`),
    index('family_links_pending_invitee_email_idx').on(t.inviteeEmail).where(sql`status = 'pending'`),
  ],
);
