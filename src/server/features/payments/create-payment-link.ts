import { and, eq, inArray, sql } from 'drizzle-orm';
import type { CheckoutLinkResponse, PayableKind } from '../../../domain/payments/payments-api';
import type { PaymentStatus } from '../../../domain/payments/status';
import { canPayOnline } from '../../../domain/payments/transitions';
import type { AppContext } from '../../context';
import { auditLog, checkoutSessions } from '../../db/schema';
import { inRetriedTransaction } from '../../db/transaction';
import { AppError, notFound } from '../../errors';
import type { CheckoutReference, OpenedPaymentLink } from '../../integrations/payments';
import { logFor } from '../../observability/log';
import { recordAudit } from '../audit/record-audit';
import { queueLinkDeactivation } from './deactivate-payment-link';
import { findFamilyPayable } from './family-queries';
import { checkoutKindOf, payableTables } from './payable-tables';
import { checkoutLine } from './start-payment-checkout';

const log = logFor('payments');

/**
 * "Zahlungslink" (stripe-create-payment-link): for an open or failed payment the admin gets a payment link to copy
 * and send to the child's parent - a Stripe Payment Link (it does not expire like a checkout), or a link to the test
 * checkout without Stripe. The link id is kept in the payment's stripe_payment_link_id and handed out again while
 * the payment is open and its amount unchanged. Paying through it runs the fulfilment of every checkout (the
 * link's metadata names the payment): a payment the admin meanwhile marked paid keeps the money as unmatched.
 */
export async function createPaymentLink(
  ctx: AppContext,
  adminId: string,
  { kind, id }: { kind: PayableKind; id: string },
): Promise<CheckoutLinkResponse> {
  const table = payableTables[kind];
  const owner = await ctx.db.execute<{ parent_id: string; stripe_payment_link_id: string | null }>(
    sql`select c.parent_id, p.stripe_payment_link_id from ${table} p join children c on c.id = p.child_id
      where p.id = ${id}`,
  );
  const row = owner.rows[0];
  if (!row) throw notFound();
  const parentId = row.parent_id;
  const payment = await findFamilyPayable(ctx.db, parentId, kind, id);
  if (!payment) throw notFound();
  if (!canPayOnline(payment.status) || payment.amountCents <= 0)
    throw new AppError('PAYMENT_NOT_PAYABLE', 409);

  const reference: CheckoutReference = { kind: checkoutKindOf[kind], paymentId: id, parentId };
  const stored = row.stripe_payment_link_id;
  const reusable = stored ? await providerCall(() => reusableLink(ctx, stored, payment.amountCents)) : null;
  if (reusable) return { url: reusable };

  const link = await providerCall(async () =>
    ctx.payments.createPaymentLink({
      reference,
      amountCents: payment.amountCents,
      description: checkoutLine(payment),
      idempotencyKey: await idempotencyKeyOf(ctx, {
        kind,
        id,
        amountCents: payment.amountCents,
        replacing: stored,
      }),
      returnUrl: `${ctx.config.appUrl}/zahlungen`,
    }),
  );
  try {
    await storeLink(ctx, adminId, {
      kind,
      id,
      reference,
      amountCents: payment.amountCents,
      link,
    });
  } catch (err) {
    // Paid or cancelled meanwhile: the new link is handed to nobody and must take no money.
    if (link.id !== stored) await queueLinkDeactivation(ctx, ctx.db, link.id);
    throw err;
  }
  return { url: link.url };
}

async function providerCall<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (err) {
    if (err instanceof AppError) throw err;
    log.warn({ err }, 'payment link not created');
    throw new AppError('PAYMENT_PROVIDER_ERROR', 502);
  }
}

/** The stored link's URL while it can still be paid for the amount due now; null when a new one is needed. */
async function reusableLink(ctx: AppContext, linkId: string, amountCents: number): Promise<string | null> {
  const provider = await ctx.payments.readPaymentLink(linkId);
  if (provider) return provider.active && provider.amountCents === amountCents ? provider.url : null;
  // The test checkout's links are checkouts of ours.
  const [checkout] = await ctx.db
    .select({ url: checkoutSessions.url })
    .from(checkoutSessions)
    .where(
      and(
        eq(checkoutSessions.id, linkId),
        eq(checkoutSessions.amountCents, amountCents),
        inArray(checkoutSessions.status, ['open', 'failed']),
      ),
    );
  return checkout?.url ?? null;
}

/**
 * Per payment and amount, so two clicks (even at once) get one link. A link that can no longer be paid (deactivated,
 * or a test checkout that was cancelled) and a reset start a new series: the provider would otherwise replay the
 * link that cannot be paid.
 */
async function idempotencyKeyOf(
  ctx: AppContext,
  {
    kind,
    id,
    amountCents,
    replacing,
  }: { kind: PayableKind; id: string; amountCents: number; replacing: string | null },
) {
  const [resets] = await ctx.db
    .select({ n: sql<number>`count(*)::int` })
    .from(auditLog)
    .where(
      and(
        eq(auditLog.subjectType, 'payment'),
        eq(auditLog.subjectId, id),
        eq(auditLog.action, 'payment.reset'),
      ),
    );
  return `payment-link-${kind}-${id}-${amountCents}-${resets?.n ?? 0}-${replacing ?? 'first'}`;
}

/**
 * Stores the link on the payment, with its audit row, if the payment is still open, and retires the link it replaces.
 * A second request that got the same link changes nothing and writes no second audit row.
 */
async function storeLink(
  ctx: AppContext,
  adminId: string,
  input: {
    kind: PayableKind;
    id: string;
    reference: CheckoutReference;
    amountCents: number;
    link: OpenedPaymentLink;
  },
): Promise<void> {
  const { kind, id, link } = input;
  return inRetriedTransaction(ctx.db, async (tx) => {
    const locked = await tx.execute<{ status: PaymentStatus; stripe_payment_link_id: string | null }>(
      sql`select status, stripe_payment_link_id from ${payableTables[kind]} where id = ${id} for update`,
    );
    const row = locked.rows[0];
    if (!row) throw notFound();
    // Paid or cancelled while the link was being created: nobody is sent this link.
    if (!canPayOnline(row.status)) throw new AppError('PAYMENT_NOT_PAYABLE', 409);
    const now = ctx.clock.now();
    if (link.checkoutId) {
      await tx
        .insert(checkoutSessions)
        .values({
          id: link.checkoutId,
          ...input.reference,
          amountCents: input.amountCents,
          url: link.url,
          createdAt: now,
        })
        .onConflictDoNothing();
    }
    const previous = row.stripe_payment_link_id;
    if (previous === link.id) return;
    await tx.execute(sql`update ${payableTables[kind]} set stripe_payment_link_id = ${link.id},
      updated_at = ${now} where id = ${id}`);
    await recordAudit(tx, {
      actorId: adminId,
      action: 'payment.link_create',
      subject: { type: 'payment', id },
      details: { kind, linkId: link.id, amountCents: input.amountCents },
      at: now,
    });
    // The link it replaces (another amount, or no longer payable) must take no money any more.
    await queueLinkDeactivation(ctx, tx, previous);
  });
}
