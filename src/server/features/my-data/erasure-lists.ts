import { arrayContains, arrayOverlaps, eq, getTableName, inArray, or, type SQL, sql } from 'drizzle-orm';
import type { PgTable, PgUpdateSetSource } from 'drizzle-orm/pg-core';
import {
  ERASED_CHILD_NAME,
  ERASED_FAMILY_NAME,
  erasedFamilyName,
  erasedTag,
} from '../../../domain/my-data/my-data-api';
import type { Tx } from '../../db/client';
import {
  authAccounts,
  authLockouts,
  authPasskeys,
  authRateLimits,
  authRecoveryCodes,
  authSecondFactors,
  authSessions,
  authVerifications,
  authWebauthnChallenges,
  calendarFeeds,
  campRsvps,
  childConsentChanges,
  children,
  familyLinks,
  messageLog,
  newsReads,
  offerAlertDeliveries,
  offerAlertDigests,
  offerAlertSettings,
  offerAnswers,
  offerChangeEvents,
  parentChildren,
  participantNotes,
  photoTags,
  profiles,
  pushHistoryRecipients,
  pushSubscriptions,
  reminderMailOptOuts,
  rsvps,
  shopOrders,
  supportRequests,
  waitlistEntries,
} from '../../db/schema';
import { signInCodeIdentifier } from '../auth/queries';
import { deletionCodeIdentifier } from './deletion-code-queries';

// What the erasure does, table by table (decision 037). A new column holding personal data goes into its table's
// list here, and the erasure test's scan of every text column will tell if one was forgotten.

/** The family whose data goes: the parent and the children they created (a partner's own children are not). */
export interface ErasedFamily {
  parentId: string;
  email: string;
  childIds: string[];
}

/** Birth dates are required on a child row that stays for the bookkeeping: one date that means "erased". */
const ERASED_BIRTH_DATE = '1900-01-01';

/** An address that can never receive mail (RFC 2606 .invalid), unique per account so the unique index holds. */
export function erasedEmail(parentId: string): string {
  return `geloescht-${parentId.toLowerCase()}@anpfiff.invalid`;
}

interface TableErasure {
  name: string;
  /** The table's SQL name. */
  table: string;
  run(tx: Tx): Promise<{ rowCount: number | null }>;
}

/** Overwrites `set` in the rows `where` finds. */
function overwrite<T extends PgTable>(
  name: string,
  table: T,
  where: SQL | undefined,
  set: PgUpdateSetSource<T>,
): TableErasure {
  return { name, table: getTableName(table), run: (tx) => tx.update(table).set(set).where(where) };
}

function remove(name: string, table: PgTable, where: SQL | undefined): TableErasure {
  return { name, table: getTableName(table), run: (tx) => tx.delete(table).where(where) };
}

/** Kept rows: the columns that are overwritten. Every column with personal data is in its table's list. */
export function keptRowErasures(family: ErasedFamily): TableErasure[] {
  const pseudonym = erasedFamilyName(family.parentId);
  return [
    overwrite('profile', profiles, eq(profiles.id, family.parentId), {
      firstName: ERASED_FAMILY_NAME,
      lastName: erasedTag(family.parentId),
      name: pseudonym,
      email: erasedEmail(family.parentId),
      emailVerified: false,
      mobile: null,
      image: null,
      secondParentEmail: null,
    }),
    // Payments, registrations and credit consumptions name the child by id: the row stays, its person goes.
    overwrite('children', children, inArray(children.id, family.childIds), {
      firstName: ERASED_CHILD_NAME,
      lastName: sql`'#' || left(replace(${children.id}::text, '-', ''), 8)`,
      dateOfBirth: ERASED_BIRTH_DATE,
      clubName: null,
      level: null,
      jerseySize: null,
      ahvEncrypted: null,
      ahvLast4: null,
      healthInfoEncrypted: null,
      photoConsentFamily: false,
      photoConsentNews: false,
    }),
    // A registration stays as a record; the reason of a reported absence (issue 29) may speak of the child's health.
    overwrite('absenceReasons', rsvps, inArray(rsvps.childId, family.childIds), { absenceReason: null }),
    // A shop order is a receipt: what was bought stays, who bought it becomes the pseudonym.
    overwrite('shopOrders', shopOrders, eq(shopOrders.parentId, family.parentId), {
      parentName: pseudonym,
      parentEmail: erasedEmail(family.parentId),
      parentPhone: null,
    }),
    // The push statistics keep their counts; the device's address and the service's answer go.
    overwrite('pushResults', pushHistoryRecipients, eq(pushHistoryRecipients.userId, family.parentId), {
      subscriptionEndpoint: null,
      error: null,
    }),
    // Another profile naming this address as its partner's (only an accepted link writes it; revoked first anyway).
    overwrite('partnerEmails', profiles, eq(profiles.secondParentEmail, family.email), {
      secondParentEmail: null,
    }),
  ];
}

/** Rows removed entirely: they exist only for the person (sign-in, devices, messages, links, tags). */
export function removedRows(family: ErasedFamily): TableErasure[] {
  const { parentId, email, childIds } = family;
  return [
    remove('photoTags', photoTags, inArray(photoTags.childId, childIds)),
    // The consent log answers "who allowed what, when" for a child that no longer exists as a person.
    remove('consentChanges', childConsentChanges, inArray(childConsentChanges.childId, childIds)),
    remove('waitlistEntries', waitlistEntries, inArray(waitlistEntries.childId, childIds)),
    // The answers to the offers' questions (decision 055) speak of the child (allergies, swimming): they go.
    remove('offerAnswers', offerAnswers, inArray(offerAnswers.childId, childIds)),
    // A trainer's note on the child at a session (issue 29) says something about the child; the registration stays
    // as a record, the note goes.
    remove(
      'participantNotes',
      participantNotes,
      or(
        inArray(
          participantNotes.rsvpId,
          sql`(select ${rsvps.id} from ${rsvps} where ${inArray(rsvps.childId, childIds)})`,
        ),
        inArray(
          participantNotes.campRsvpId,
          sql`(select ${campRsvps.id} from ${campRsvps} where ${inArray(campRsvps.childId, childIds)})`,
        ),
      ),
    ),
    remove(
      'parentChildren',
      parentChildren,
      or(inArray(parentChildren.childId, childIds), eq(parentChildren.parentId, parentId)),
    ),
    // Links of this parent on either side, and offers other parents made to this address.
    remove(
      'familyLinks',
      familyLinks,
      or(
        eq(familyLinks.inviterId, parentId),
        eq(familyLinks.inviteeId, parentId),
        eq(familyLinks.inviteeEmail, email),
      ),
    ),
    remove(
      'supportRequests',
      supportRequests,
      or(eq(supportRequests.userId, parentId), eq(supportRequests.email, email)),
    ),
    remove('pushSubscriptions', pushSubscriptions, eq(pushSubscriptions.userId, parentId)),
    // The family's message log (decision 051), and rows of others that name it (a partner's booking mail about its
    // child), found by ids as its jobs are, never by the subject's text.
    remove(
      'messageLog',
      messageLog,
      or(
        eq(messageLog.profileId, parentId),
        arrayContains(messageLog.aboutUserIds, [parentId]),
        childIds.length > 0 ? arrayOverlaps(messageLog.aboutChildIds, childIds) : undefined,
      ),
    ),
    remove('calendarFeeds', calendarFeeds, eq(calendarFeeds.parentId, parentId)),
    remove('newsReads', newsReads, eq(newsReads.userId, parentId)),
    remove('reminderOptOuts', reminderMailOptOuts, eq(reminderMailOptOuts.parentId, parentId)),
    // Offer alerts (decision 052): the changes of the family's children, and the parent's own alert choices and
    // what was sent to them (a parent who is also a trainer).
    remove('offerChanges', offerChangeEvents, inArray(offerChangeEvents.childId, childIds)),
    remove('offerAlertSettings', offerAlertSettings, eq(offerAlertSettings.profileId, parentId)),
    remove('offerAlertDeliveries', offerAlertDeliveries, eq(offerAlertDeliveries.recipientId, parentId)),
    remove('offerAlertDigests', offerAlertDigests, eq(offerAlertDigests.recipientId, parentId)),
    remove('sessions', authSessions, eq(authSessions.userId, parentId)),
    // Passkeys and second factors (decision 036): sign-in means of a person who no longer exists.
    remove('passkeys', authPasskeys, eq(authPasskeys.userId, parentId)),
    remove('passkeyChallenges', authWebauthnChallenges, eq(authWebauthnChallenges.userId, parentId)),
    remove('secondFactors', authSecondFactors, eq(authSecondFactors.userId, parentId)),
    remove('recoveryCodes', authRecoveryCodes, eq(authRecoveryCodes.userId, parentId)),
    remove('accounts', authAccounts, eq(authAccounts.userId, parentId)),
    remove(
      'codes',
      authVerifications,
      inArray(authVerifications.identifier, [signInCodeIdentifier(email), deletionCodeIdentifier(parentId)]),
    ),
    remove('lockouts', authLockouts, eq(authLockouts.email, email)),
    // Rate-limit keys name the address they count ("sign-in-code:email:<address>"): the address part is compared
    // whole, so another account's counter (an address that merely contains this one) stays.
    remove(
      'rateLimits',
      authRateLimits,
      sql`substring(${authRateLimits.key} from '^[a-z-]+:email:(.*)$') = ${email}`,
    ),
  ];
}

/**
 * Tables that point at a parent or a child and keep their rows as they are: the money and booking records (their ids
 * now name the pseudonymised parent and children) and what admins made. A new table pointing at a profile or a child
 * goes into the lists above or here; the erasure test fails until it is in one of them.
 */
export const KEPT_AS_RECORDS = [
  'rsvps',
  'camp_rsvps',
  'payments',
  'camp_payments',
  'camp_cancellation_fees',
  'credit_packs',
  'credit_consumptions',
  'credit_awards',
  'checkout_sessions',
  'camp_flyers',
  'news',
  'push_history',
  'unmatched_resolutions',
  // Present/absent per registration and day, the J+S course record (decision 039): ids only, the child is erased.
  'attendance',
  // A QR reference and the open payments it named (decision 034): the bank's statement may still bring its money.
  'bank_references',
  // A credit from the bank's statement (decision 035): the payer as the bank named them, a bookkeeping record.
  'bank_credits',
  // The admin's sibling discount rule (decision 053): provider settings that name only the admin who saved them.
  'sibling_discount_rules',
  // A question template (decision 055): provider settings that name only the admin who saved them.
  'question_templates',
] as const;
