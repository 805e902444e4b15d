import { and, asc, eq, gt, sql } from 'drizzle-orm';
import type { OfferKind } from '../../../domain/bookings/offer-policy';
import { pickPackForSettlement } from '../../../domain/payments/credit-packs';
import { canSettleWithCredit } from '../../../domain/payments/transitions';
import type { AppContext } from '../../context';
import type { DbOrTx, Tx } from '../../db/client';
import { creditConsumptions, creditPacks } from '../../db/schema';
import { logFor } from '../../observability/log';
import { inFamilyOfChild } from '../bookings/family-parents';
import { offerTables } from '../bookings/offer-tables';
import { heldPaymentColumns } from '../bookings/registration-queries';
import { heldPayment, type MoveAudit, movePayment } from './payment-state';

const log = logFor('bookings');

// Paying a CHF 25 payment with one credit of the child's family. A training payment: right after a booking
// (failures ignored) and on the payments screens ("Mit Guthaben bezahlen", admin "Mit Guthaben verrechnen"). A camp
// payment: the admin's "Mit Guthaben verrechnen" only (admin-back-office.md section 5). One engine for both; the
// consumption names the training or the camp the credit paid for.

type SettleWithCreditResult =
  | { settled: true; packId: string; consumptionId: string }
  | { settled: false; reason: 'NOT_FOUND' | 'NOT_SETTLEABLE' | 'NO_CREDIT' };

type CreditSettleKind = OfferKind;

/** The payment row of the kind, locked, with the consumption's columns that name what the credit paid for. */
async function lockSettleable(tx: Tx, kind: CreditSettleKind, id: string) {
  const t = offerTables[kind];
  const p = t.payments;
  const [row] = await tx
    .select({ ...heldPaymentColumns(t), offerId: t.paymentOffer })
    .from(p)
    .where(eq(p.id, id))
    .for('update');
  return (
    row && { payment: heldPayment(row), childId: row.childId, ledger: t.consumptionKeys(row.offerId, row.id) }
  );
}

/** The active packs of the child's family with credit left (whether expired is the pack's own rule). */
const packsWithCreditOf = (childId: string) =>
  and(
    inFamilyOfChild(creditPacks.parentId, childId),
    eq(creditPacks.status, 'ACTIVE'),
    gt(creditPacks.creditsRemaining, 0),
  );

/**
 * Settles one payment with credit, inside the caller's transaction. The payment row and the family's usable packs
 * are locked first, so parallel attempts on the last credit give exactly one success and the balance never drops
 * below zero (the CHECK on credits_remaining would refuse it anyway). Locks are taken in id order, always payment
 * before packs, so two settlements cannot deadlock each other. An admin's settlement is audited with the pack it
 * took; the payment's link, if one was made, is retired with the move (payment-state.ts).
 * The caller has checked that the user may act on this payment.
 */
export async function settleWithCredit(
  ctx: Pick<AppContext, 'jobs'>,
  tx: Tx,
  paymentId: string,
  now: Date,
  kind: CreditSettleKind = 'training',
  audit?: MoveAudit,
): Promise<SettleWithCreditResult> {
  const settleable = await lockSettleable(tx, kind, paymentId);
  if (!settleable) return { settled: false, reason: 'NOT_FOUND' };
  const { payment, childId } = settleable;
  if (!canSettleWithCredit({ ...payment, kind })) return { settled: false, reason: 'NOT_SETTLEABLE' };

  const packs = await tx
    .select()
    .from(creditPacks)
    .where(packsWithCreditOf(childId))
    .orderBy(asc(creditPacks.id))
    .for('update');
  const pack = pickPackForSettlement(packs, now);
  if (!pack) return { settled: false, reason: 'NO_CREDIT' };

  await tx
    .update(creditPacks)
    .set({ creditsRemaining: sql`${creditPacks.creditsRemaining} - 1`, updatedAt: now })
    .where(eq(creditPacks.id, pack.id));
  const [consumption] = await tx
    .insert(creditConsumptions)
    .values({ packId: pack.id, childId, ...settleable.ledger, qty: 1, consumedAt: now })
    .returning({ id: creditConsumptions.id });
  await movePayment(ctx, tx, {
    kind,
    move: 'SETTLE_WITH_CREDIT',
    payment,
    record: { method: 'CREDIT', paidAt: now },
    at: now,
    audit: audit && { ...audit, details: { ...audit.details, packId: pack.id } },
  });
  if (!consumption) throw new Error('credit consumption insert returned no row');
  return { settled: true, packId: pack.id, consumptionId: consumption.id };
}

/**
 * Whether the child's family holds a pack with credit left (expiry aside: settleWithCredit decides on the pack). One
 * query instead of a savepoint and two locking reads per payment, for the many bookings of families without credit.
 */
export async function familyHasCredit(tx: DbOrTx, childId: string): Promise<boolean> {
  const [pack] = await tx
    .select({ id: creditPacks.id })
    .from(creditPacks)
    .where(packsWithCreditOf(childId))
    .limit(1);
  return pack !== undefined;
}

/**
 * After a booking: tries each payment against the family's credit, each in its own savepoint, so a failure
 * leaves that payment open and never touches the booking. Answers the ids that were settled.
 */
export async function trySettleWithCredit(
  ctx: Pick<AppContext, 'jobs'>,
  tx: Tx,
  paymentIds: readonly string[],
  now: Date,
): Promise<Set<string>> {
  const settled = new Set<string>();
  for (const paymentId of paymentIds) {
    try {
      const result = await tx.transaction((savepoint) => settleWithCredit(ctx, savepoint, paymentId, now));
      if (result.settled) settled.add(paymentId);
    } catch (err) {
      log.warn({ paymentId, err }, 'settling with credit failed; the payment stays open');
    }
  }
  return settled;
}
