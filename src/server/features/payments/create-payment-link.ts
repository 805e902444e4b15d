import { eq, sql } from 'drizzle-orm';
import type { CheckoutLinkResponse, PayableKind } from '../../../domain/payments/payments-api';
import { canPayOnline } from '../../../domain/payments/status';
import type { AppContext } from '../../context';
import { profiles } from '../../db/schema';
import { AppError, notFound } from '../../errors';
import { recordAudit } from '../audit/record-audit';
import { findFamilyPayable } from './family-queries';
import { openCheckout } from './open-checkout';
import { checkoutKindOf, payableTables } from './payable-tables';
import { checkoutLine } from './start-payment-checkout';

/**
 * "Zahlungslink" (stripe-create-payment-link): for an open or failed payment the admin gets the link the parent
 * would get from "Online bezahlen" (a Stripe checkout, or the test checkout without Stripe), opened for the child's
 * parent, to copy and send. Paying through it runs the same fulfilment as the parent's own click: a payment the
 * admin meanwhile marked paid keeps the money as unmatched, never counted twice.
 */
export async function createPaymentLink(
  ctx: AppContext,
  adminId: string,
  { kind, id }: { kind: PayableKind; id: string },
): Promise<CheckoutLinkResponse> {
  const owner = await ctx.db.execute<{ parent_id: string }>(
    sql`select c.parent_id from ${payableTables[kind]} p join children c on c.id = p.child_id where p.id = ${id}`,
  );
  const parentId = owner.rows[0]?.parent_id;
  if (!parentId) throw notFound();
  const payment = await findFamilyPayable(ctx.db, parentId, kind, id);
  if (!payment) throw notFound();
  if (!canPayOnline(payment.status) || payment.amountCents <= 0)
    throw new AppError('PAYMENT_NOT_PAYABLE', 409);
  const [parent] = await ctx.db
    .select({ email: profiles.email })
    .from(profiles)
    .where(eq(profiles.id, parentId));
  const link = await openCheckout(ctx, {
    reference: { kind: checkoutKindOf[kind], paymentId: id, parentId },
    amountCents: payment.amountCents,
    description: checkoutLine(payment),
    customerEmail: parent?.email ?? null,
  });
  await recordAudit(ctx.db, {
    actorId: adminId,
    action: 'payment.link_create',
    subject: { type: 'payment', id },
    details: { kind },
    at: ctx.clock.now(),
  });
  return link;
}
