import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, unique, uuid } from 'drizzle-orm/pg-core';
import { PAYABLE_KINDS } from '../../../domain/payments/payments-api';
import { profiles } from './auth';
import { createdAt, nonNegative, oneOf } from './columns';
import { campCancellationFees, campPayments, payments } from './payments';

/**
 * The QR reference printed on a QR-bill (issue 17, decision 034) and the open payments it pays. The bank reports the
 * reference back with the credit (camt.054), and the import matches `reference` -> these items. One reference per
 * set of items: `items_key` names the set (its sorted kind:id list and total), so asking again for the same open
 * payments gives the same reference, and two requests at once give one.
 */
export const bankReferences = pgTable(
  'bank_references',
  {
    id: uuid().primaryKey().defaultRandom(),
    /** The 27-digit QR reference (modulo 10 recursive check digit), stored without spaces. */
    reference: text().notNull().unique('bank_references_reference_unique'),
    /** The parent the bill is addressed to (the debtor); kept null when that account is gone. */
    parentId: text().references(() => profiles.id, { onDelete: 'set null' }),
    /** The sum of the items' amounts when the reference was made: what the bill asks for. */
    amountCents: integer().notNull(),
    itemsKey: text().notNull().unique('bank_references_items_key_unique'),
    createdAt: createdAt(),
  },
  (t) => [
    check('bank_references_reference_check', sql`${t.reference} ~ '^[0-9]{27}$'`),
    nonNegative('bank_references_amount_cents_check', t.amountCents),
    index('bank_references_parent_id_idx').on(t.parentId),
  ],
);

/**
 * One payment a reference pays: exactly one of the three payment columns is set, the one of its kind, each a real
 * foreign key. `amount_cents` is the payment's amount when the reference was made. An open payment deleted because
 * its registration was cancelled in time (decision 007) takes its item along: the reference then covers less than
 * its amount, and money still paid to it is not matched to anything (the import keeps it as unmatched).
 */
export const bankReferenceItems = pgTable(
  'bank_reference_items',
  {
    id: uuid().primaryKey().defaultRandom(),
    bankReferenceId: uuid()
      .notNull()
      .references(() => bankReferences.id, { onDelete: 'cascade' }),
    kind: text({ enum: PAYABLE_KINDS }).notNull(),
    paymentId: uuid().references(() => payments.id, { onDelete: 'cascade' }),
    campPaymentId: uuid().references(() => campPayments.id, { onDelete: 'cascade' }),
    campCancellationFeeId: uuid().references(() => campCancellationFees.id, { onDelete: 'cascade' }),
    amountCents: integer().notNull(),
  },
  (t) => [
    oneOf('bank_reference_items_kind_check', t.kind, PAYABLE_KINDS),
    nonNegative('bank_reference_items_amount_cents_check', t.amountCents),
    check(
      'bank_reference_items_target_check',
      sql`case ${t.kind}
        when 'training' then ${t.paymentId} is not null and ${t.campPaymentId} is null and ${t.campCancellationFeeId} is null
        when 'camp' then ${t.campPaymentId} is not null and ${t.paymentId} is null and ${t.campCancellationFeeId} is null
        else ${t.campCancellationFeeId} is not null and ${t.paymentId} is null and ${t.campPaymentId} is null end`,
    ),
    unique('bank_reference_items_target_unique')
      .on(t.bankReferenceId, t.paymentId, t.campPaymentId, t.campCancellationFeeId)
      .nullsNotDistinct(),
    // Which references pay a payment (a bill for one payment and one for all open ones can both name it).
    index('bank_reference_items_payment_id_idx').on(t.paymentId),
    index('bank_reference_items_camp_payment_id_idx').on(t.campPaymentId),
    index('bank_reference_items_camp_cancellation_fee_id_idx').on(t.campCancellationFeeId),
  ],
);
