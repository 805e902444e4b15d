import type { OpenPayment, PaymentsOverview } from '../../../domain/payments/payments-api';
import { canPayOnline, canSettleWithCredit } from '../../../domain/payments/transitions';
import type { AppContext } from '../../context';
import { familyCredit, recentConsumptions } from '../credit-packs/family-credit';
import { type FamilyPayable, familyHasHistory, familyUnpaid } from './family-queries';

// The Overview tab of /zahlungen: what the family owes with what it can do about it, its credit, and the latest
// credits spent.

/** Open payments grow only with active registrations; a family with more than this pays the rest next time. */
const OPEN_PAYMENTS_LIMIT = 100;
/** The page shows 2 and up to 5 on expand (parent-portal.md section 2). */
const RECENT_CONSUMPTIONS = 5;

function isoDate(value: Date | string | null): string | null {
  return value instanceof Date ? value.toISOString() : value;
}

function openPaymentView(payment: FamilyPayable, creditBalance: number): OpenPayment {
  return {
    kind: payment.kind,
    id: payment.id,
    status: payment.status,
    amountCents: payment.amountCents,
    childName: payment.childName,
    title: payment.title,
    date: isoDate(payment.date),
    canPayOnline: canPayOnline(payment.status),
    // Credit pays trainings only (a credit is one training unit and is spent on a training).
    canPayWithCredit:
      payment.kind === 'training' &&
      creditBalance > 0 &&
      canSettleWithCredit({ ...payment, kind: 'training' }),
    lateCancellation: payment.lateCancellation,
    updatedAt: payment.updatedAt.toISOString(),
    ...(payment.discount && { discount: payment.discount }),
  };
}

export async function paymentsOverview(ctx: AppContext, userId: string): Promise<PaymentsOverview> {
  const now = ctx.clock.now();
  const [unpaid, credit, consumptions, hasHistory] = await Promise.all([
    familyUnpaid(ctx.db, userId, OPEN_PAYMENTS_LIMIT),
    familyCredit(ctx.db, userId, now),
    recentConsumptions(ctx.db, userId, RECENT_CONSUMPTIONS),
    familyHasHistory(ctx.db, userId),
  ]);
  return {
    openPayments: unpaid.map((payment) => openPaymentView(payment, credit.balance)),
    credit,
    recentConsumptions: consumptions,
    hasHistory,
  };
}
