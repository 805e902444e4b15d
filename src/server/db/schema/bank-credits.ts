import { sql } from 'drizzle-orm';
import { check, date, index, integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { BANK_CREDIT_REASONS } from '../../../domain/bank/match-bank-credit';
import { PAYABLE_KINDS } from '../../../domain/payments/payments-api';
import { profiles } from './auth';
import { instant, nonNegative, oneOf } from './columns';

export const BANK_CREDIT_OUTCOMES = ['applied', 'unmatched'] as const;
export type BankCreditOutcome = (typeof BANK_CREDIT_OUTCOMES)[number];

export const BANK_CREDIT_RESOLUTIONS = ['ASSIGNED', 'RETURNED'] as const;
export type BankCreditResolution = (typeof BANK_CREDIT_RESOLUTIONS)[number];

export const CREDITOR_REFERENCE_TYPES = ['QRR', 'SCOR'] as const;

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
  ],
);
