import { sql } from 'drizzle-orm';
import { check, date, index, integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { PAYABLE_KINDS } from '../../../domain/payments/payments-api';
import { BANK_CREDIT_REASONS } from '../../../domain/payments/values';
import { profiles } from './auth';
import { instant, nonNegative, oneOf, requiredRef } from './columns';

const BANK_CREDIT_OUTCOMES = ['applied', 'unmatched'] as const;
export type BankCreditOutcome = (typeof BANK_CREDIT_OUTCOMES)[number];

const BANK_CREDIT_RESOLUTIONS = ['ASSIGNED', 'RETURNED'] as const;

const CREDITOR_REFERENCE_TYPES = ['QRR', 'SCOR'] as const;

/** As CamtEntryDetails (features/bank-import/parse-camt.ts). */
const BANK_ENTRY_DETAILS = ['itemised', 'awaiting'] as const;

/**
 * Every booking a bank file reported, once: `entry_key` is what every file and shape reporting it shares (account,
 * entry reference, booking day, amount; decision 035), so a statement and its notification, summarised or
 * itemised, in any order, meet here. An entry 'awaiting' its details ("Details folgen") holds no credits yet and is
 * no unmatched money; the file that itemises it adds its credits and makes it 'itemised'.
 */
export const bankEntries = pgTable(
  'bank_entries',
  {
    id: uuid().primaryKey().defaultRandom(),
    entryKey: text().notNull().unique('bank_entries_entry_key_unique'),
    /** The account servicer's reference of the entry, as the bank shows it. */
    bankReference: text(),
    amountCents: integer().notNull(),
    bookingDate: date({ mode: 'string' }).notNull(),
    details: text({ enum: BANK_ENTRY_DETAILS }).notNull(),
    /** The notification the statement names as the bearer of the details (AddtlInfInd/MsgId). */
    detailsMessageId: text(),
    /** Payments in the booking as the bank counts them (Btch/NbOfTxs). */
    transactionCount: integer(),
    /** The upload that first reported it. */
    importId: uuid().notNull(),
    importedAt: instant().notNull(),
    /** The upload that brought the details, when they came later. */
    itemisedImportId: uuid(),
    itemisedAt: instant(),
  },
  (t) => [
    nonNegative('bank_entries_amount_cents_check', t.amountCents),
    oneOf('bank_entries_details_check', t.details, BANK_ENTRY_DETAILS),
    // The admin's "Details folgen" list reads the few waiting entries among many.
    index('bank_entries_awaiting_idx').on(t.bookingDate).where(sql`${t.details} = 'awaiting'`),
  ],
);

/**
 * Every credit a bank statement (camt.054 / camt.053) reported, once: `bank_key` is the bank's own key of the
 * credit (decision 035), so a file imported twice, or a statement after its notification, adds nothing. A credit
 * either paid the payments its QR reference names ('applied': they carry its id in bank_credit_id) or waits in the
 * unmatched money list ('unmatched') until an admin assigns it to an open payment or returns it by hand; the
 * resolution columns say which, and who, and are set once.
 */
export const bankCredits = pgTable(
  'bank_credits',
  {
    id: uuid().primaryKey().defaultRandom(),
    bankKey: text().notNull().unique('bank_credits_bank_key_unique'),
    /** The booking it is part of: one credit per payment of a batch. */
    entryId: requiredRef(() => bankEntries.id),
    /** The upload that brought it (the audit row of the import names the same id). */
    importId: uuid().notNull(),
    importedBy: text().references(() => profiles.id, { onDelete: 'set null' }),
    importedAt: instant().notNull(),
    amountCents: integer().notNull(),
    bookingDate: date({ mode: 'string' }).notNull(),
    /** The creditor reference the payer gave (QRR 27 digits, or SCOR RF...), as the bank reported it. */
    reference: text(),
    referenceType: text({ enum: CREDITOR_REFERENCE_TYPES }),
    /** The account servicer's reference, as the bank shows it. */
    bankReference: text(),
    debtorName: text(),
    debtorIban: text(),
    message: text(),
    outcome: text({ enum: BANK_CREDIT_OUTCOMES }).notNull(),
    /** Why an unmatched credit matched nothing; the admin reads it in German (bankCreditReasonLabels). */
    reason: text({ enum: BANK_CREDIT_REASONS }),
    resolution: text({ enum: BANK_CREDIT_RESOLUTIONS }),
    resolvedPaymentKind: text({ enum: PAYABLE_KINDS }),
    resolvedPaymentId: uuid(),
    resolvedBy: text().references(() => profiles.id, { onDelete: 'set null' }),
    resolvedAt: instant(),
  },
  (t) => [
    nonNegative('bank_credits_amount_cents_check', t.amountCents),
    oneOf('bank_credits_outcome_check', t.outcome, BANK_CREDIT_OUTCOMES),
    oneOf('bank_credits_reference_type_check', t.referenceType, CREDITOR_REFERENCE_TYPES),
    oneOf('bank_credits_reason_check', t.reason, BANK_CREDIT_REASONS),
    check('bank_credits_reason_state_check', sql`(${t.outcome} = 'unmatched') = (${t.reason} is not null)`),
    oneOf('bank_credits_resolution_check', t.resolution, BANK_CREDIT_RESOLUTIONS),
    oneOf('bank_credits_resolved_payment_kind_check', t.resolvedPaymentKind, PAYABLE_KINDS),
    // Only money that matched nothing is resolved by an admin, and a resolution names when it happened.
    check(
      'bank_credits_resolution_state_check',
      sql`${t.resolution} is null or (${t.outcome} = 'unmatched' and ${t.resolvedAt} is not null)`,
    ),
    // The unmatched money list reads these few rows among many applied ones.
    index('bank_credits_unmatched_idx').on(t.importedAt).where(sql`${t.outcome} = 'unmatched'`),
    index('bank_credits_booking_date_idx').on(t.bookingDate),
    index('bank_credits_entry_id_idx').on(t.entryId),
  ],
);
