import Stripe from 'stripe';
import { CHECKOUT_KINDS, type CheckoutKind } from '../../db/schema/values';
import {
  type CheckoutReference,
  type CheckoutState,
  METADATA,
  type PaidWith,
  type PaymentGateway,
  PaymentProviderError,
  type ProviderCheckout,
  WebhookSignatureError,
} from './payment-gateway';

// Stripe Checkout (card + TWINT, CHF). Every call that creates something carries an idempotency key, so a request
// the SDK retries after a timeout creates one session or one refund, never two.

interface StripeGatewayOptions {
  secretKey: string;
  webhookSecret: string | undefined;
  /** Optional URL of a local stand-in of the Stripe API (tests); unset = api.stripe.com. */
  apiBase?: string | undefined;
}

/** A signature older than this is refused (Stripe's own default): a captured request cannot be replayed later. */
const WEBHOOK_TOLERANCE_SECONDS = 300;

/** SDK options that point the client at `apiBase` instead of api.stripe.com. */
export function stripeHostOptions(apiBase: string | undefined): Stripe.StripeConfig {
  if (!apiBase) return {};
  const url = new URL(apiBase);
  const protocol = url.protocol === 'http:' ? 'http' : 'https';
  return {
    host: url.hostname,
    port: url.port ? Number(url.port) : protocol === 'http' ? 80 : 443,
    protocol,
  };
}

function isCheckoutKind(value: unknown): value is CheckoutKind {
  return (CHECKOUT_KINDS as readonly unknown[]).includes(value);
}

function referenceOf(metadata: Stripe.Metadata | null | undefined): CheckoutReference | null {
  const kind = metadata?.[METADATA.kind];
  const parentId = metadata?.[METADATA.parentId];
  if (!isCheckoutKind(kind) || !parentId) return null;
  return { kind, parentId, paymentId: metadata?.[METADATA.paymentId] || null };
}

function metadataOf(reference: CheckoutReference): Record<string, string> {
  return {
    [METADATA.kind]: reference.kind,
    [METADATA.parentId]: reference.parentId,
    [METADATA.paymentId]: reference.paymentId ?? '',
  };
}

/** The one line a checkout or a payment link charges: the payment's amount in CHF under its description. */
function lineItemOf(request: { amountCents: number; description: string }) {
  return {
    quantity: 1,
    price_data: {
      currency: 'chf',
      unit_amount: request.amountCents,
      product_data: { name: request.description },
    },
  };
}

function idOf(value: string | { id: string } | null | undefined): string | null {
  if (!value) return null;
  return typeof value === 'string' ? value : value.id;
}

/** TWINT when the charge says so; every other method Checkout offers here is a card (incl. wallets on cards). */
function paidWithOf(intent: Stripe.PaymentIntent | null): PaidWith {
  const charge = intent?.latest_charge;
  const type = charge && typeof charge === 'object' ? charge.payment_method_details?.type : undefined;
  return type === 'twint' ? 'twint' : 'card';
}

const FAILED_INTENT_STATUSES = new Set(['requires_payment_method', 'canceled']);

async function wrap<T>(what: string, call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (err) {
    throw new PaymentProviderError(`Stripe: ${what} failed: ${(err as Error).message}`, { cause: err });
  }
}

export function createStripeGateway(options: StripeGatewayOptions): PaymentGateway {
  const stripe = new Stripe(options.secretKey, {
    ...stripeHostOptions(options.apiBase),
    maxNetworkRetries: 2,
    timeout: 20_000,
    telemetry: false,
  });

  async function retrieveIntent(id: string): Promise<Stripe.PaymentIntent | null> {
    try {
      return await stripe.paymentIntents.retrieve(id, { expand: ['latest_charge'] });
    } catch (err) {
      if (err instanceof Stripe.errors.StripeInvalidRequestError && err.statusCode === 404) return null;
      throw new PaymentProviderError(`Stripe: reading payment intent ${id} failed`, { cause: err });
    }
  }

  async function stateOf(session: Stripe.Checkout.Session): Promise<CheckoutState> {
    if (session.status === 'expired') return { status: 'expired' };
    if (session.status !== 'complete') return { status: 'open' };
    const intentId = idOf(session.payment_intent);
    const intent = intentId ? await retrieveIntent(intentId) : null;
    if (session.payment_status === 'paid' || session.payment_status === 'no_payment_required') {
      return {
        status: 'paid',
        paidWith: paidWithOf(intent),
        paymentIntentId: intentId,
        amountCents: session.amount_total ?? 0,
      };
    }
    // Completed but unpaid: an asynchronous payment still on its way, or one that failed.
    if (intent && FAILED_INTENT_STATUSES.has(intent.status))
      return { status: 'failed', paymentIntentId: intentId };
    return { status: 'open' };
  }

  return {
    kind: 'stripe',

    async openCheckout(request) {
      const session = await wrap('creating the checkout session', () =>
        stripe.checkout.sessions.create(
          {
            mode: 'payment',
            allowed_payment_method_types: ['card', 'twint'],
            currency: 'chf',
            line_items: [lineItemOf(request)],
            client_reference_id: request.reference.paymentId ?? request.reference.parentId,
            metadata: metadataOf(request.reference),
            payment_intent_data: { metadata: metadataOf(request.reference) },
            ...(request.customerEmail ? { customer_email: request.customerEmail } : {}),
            locale: 'de',
            success_url: request.successUrl,
            cancel_url: request.cancelUrl,
          },
          { idempotencyKey: `checkout-${request.attemptId}` },
        ),
      );
      if (!session.url) throw new PaymentProviderError(`Stripe: session ${session.id} has no URL`);
      return { id: session.id, url: session.url };
    },

    async createPaymentLink(request) {
      // Metadata on a payment link is copied to every checkout session it opens, so the webhook finds the payment
      // exactly as for a checkout of ours; one completed session deactivates the link, so it is never paid twice.
      const metadata = metadataOf(request.reference);
      const link = await wrap('creating the payment link', () =>
        stripe.paymentLinks.create(
          {
            line_items: [lineItemOf(request)],
            currency: 'chf',
            payment_method_types: ['card', 'twint'],
            metadata: { ...metadata, [METADATA.amountCents]: String(request.amountCents) },
            payment_intent_data: { metadata },
            restrictions: { completed_sessions: { limit: 1 } },
            after_completion: { type: 'redirect', redirect: { url: request.returnUrl } },
          },
          { idempotencyKey: request.idempotencyKey },
        ),
      );
      return { id: link.id, url: link.url, checkoutId: null };
    },

    async readPaymentLink(id) {
      let link: Stripe.PaymentLink;
      try {
        link = await stripe.paymentLinks.retrieve(id);
      } catch (err) {
        if (err instanceof Stripe.errors.StripeInvalidRequestError && err.statusCode === 404) return null;
        throw new PaymentProviderError(`Stripe: reading payment link ${id} failed`, { cause: err });
      }
      const amount = Number(link.metadata?.[METADATA.amountCents]);
      return {
        id: link.id,
        url: link.url,
        active: link.active,
        amountCents: Number.isInteger(amount) ? amount : null,
      };
    },

    async deactivatePaymentLink(id) {
      await wrap(`deactivating payment link ${id}`, () => stripe.paymentLinks.update(id, { active: false }));
    },

    async readCheckout(id): Promise<ProviderCheckout | null> {
      let session: Stripe.Checkout.Session;
      try {
        session = await stripe.checkout.sessions.retrieve(id);
      } catch (err) {
        if (err instanceof Stripe.errors.StripeInvalidRequestError && err.statusCode === 404) return null;
        throw new PaymentProviderError(`Stripe: reading checkout session ${id} failed`, { cause: err });
      }
      return { id: session.id, state: await stateOf(session), reference: referenceOf(session.metadata) };
    },

    async readPaymentIntent(id) {
      const intent = await retrieveIntent(id);
      if (!intent) return null;
      return {
        id: intent.id,
        succeeded: intent.status === 'succeeded',
        failed: FAILED_INTENT_STATUSES.has(intent.status) && intent.last_payment_error !== null,
        reference: referenceOf(intent.metadata),
      };
    },

    async refund(request) {
      // Never more than was charged, whatever the caller asks: re-read what the intent received. (Not "what is left":
      // a retry after a lost answer must send the very same request, so Stripe replays the first refund.)
      const intent = await retrieveIntent(request.paymentIntentId);
      if (!intent) throw new PaymentProviderError(`Stripe: no payment intent ${request.paymentIntentId}`);
      const amount = Math.min(request.amountCents, intent.amount_received);
      if (amount <= 0) throw new PaymentProviderError(`Stripe: nothing was charged on ${intent.id}`);
      const refund = await wrap('creating the refund', () =>
        stripe.refunds.create(
          { payment_intent: intent.id, amount, metadata: request.metadata },
          { idempotencyKey: request.idempotencyKey },
        ),
      );
      return { id: refund.id, amountCents: refund.amount };
    },

    verifyWebhook(rawBody, signature, receivedAt) {
      if (!options.webhookSecret) throw new WebhookSignatureError('STRIPE_WEBHOOK_SECRET is not configured');
      if (!signature) throw new WebhookSignatureError('missing Stripe-Signature header');
      let event: Stripe.Event;
      try {
        event = stripe.webhooks.constructEvent(
          rawBody,
          signature,
          options.webhookSecret,
          WEBHOOK_TOLERANCE_SECONDS,
          undefined,
          receivedAt.getTime(),
        );
      } catch (err) {
        throw new WebhookSignatureError((err as Error).message);
      }
      const object = event.data.object as { id?: unknown };
      return {
        id: event.id,
        type: event.type,
        objectId: typeof object.id === 'string' ? object.id : null,
        payload: JSON.parse(rawBody.toString('utf8')),
      };
    },
  };
}
