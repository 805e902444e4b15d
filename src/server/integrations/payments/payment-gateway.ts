import type { CheckoutKind } from '../../db/schema/values';

// How money comes in and goes back: one interface, two implementations chosen by configuration. `stripe` opens
// Stripe Checkout Sessions (card + TWINT) and refunds through the Stripe API; `test` is the built-in test checkout
// (outside production only), a page of our own. Both complete through the same fulfilment
// (features/payments/fulfil-checkout.ts), so the test checkout exercises exactly the code a Stripe webhook runs.

/** What the parent actually paid with; recorded as STRIPE_ONLINE (card) or STRIPE_TWINT. */
export type PaidWith = 'card' | 'twint';

/** What a checkout is for, as written into the provider's metadata: how a webhook finds its payment again. */
export interface CheckoutReference {
  kind: CheckoutKind;
  /** The payment row of `kind` (null for a credit pack: its pack exists only once paid). */
  paymentId: string | null;
  parentId: string;
}

interface CheckoutRequest {
  reference: CheckoutReference;
  amountCents: number;
  /** The line the parent sees at the provider ("TIZ Training 12.05.2026 – Lena Muster"). */
  description: string;
  customerEmail: string | null;
  /** Our id of this attempt: the provider's idempotency key, so a retried request opens one session, not two. */
  attemptId: string;
  /** Where the provider sends the parent back. */
  successUrl: string;
  cancelUrl: string;
}

interface OpenedCheckout {
  /** The provider's session id ("cs_..." at Stripe, "test_cs_..." for the test checkout). */
  id: string;
  url: string;
}

/** A payment link an admin sends a parent (admin "Zahlungslink"): unlike a checkout it does not expire. */
interface PaymentLinkRequest {
  reference: CheckoutReference;
  amountCents: number;
  description: string;
  /** One per payment, amount and reset: a repeated or concurrent request gets the same link back. */
  idempotencyKey: string;
  /** Where the provider sends the parent after paying. */
  returnUrl: string;
}

export interface OpenedPaymentLink {
  /** "plink_..." at Stripe; the test checkout's link is a checkout of its own ("test_cs_..."). */
  id: string;
  url: string;
  /** The checkout the link completes through, when it exists up front (test checkout); Stripe opens one per visit. */
  checkoutId: string | null;
}

/** A payment link as the provider knows it now; `amountCents` is what it was created for (from its metadata). */
interface ProviderPaymentLink {
  id: string;
  url: string;
  active: boolean;
  amountCents: number | null;
}

/** The state of a checkout as the provider knows it now: what the fulfilment acts on, whatever event came in. */
export type CheckoutState =
  | { status: 'open' }
  | { status: 'paid'; paidWith: PaidWith; paymentIntentId: string | null; amountCents: number }
  | { status: 'failed'; paymentIntentId: string | null }
  | { status: 'expired' };

export interface ProviderCheckout {
  id: string;
  state: CheckoutState;
  /** From the session's metadata; null when the session is not one of ours. */
  reference: CheckoutReference | null;
}

/** A payment attempt's state at the provider (payment_intent.* events). */
interface ProviderPaymentIntent {
  id: string;
  failed: boolean;
  succeeded: boolean;
  reference: CheckoutReference | null;
}

/** A verified webhook event: its id (applied once), its type, and the id of the object it is about. */
export interface WebhookEvent {
  id: string;
  type: string;
  objectId: string | null;
  payload: unknown;
}

interface RefundRequest {
  paymentIntentId: string;
  /** Never more than what is left of the charge: the gateway caps it and answers what it refunded. */
  amountCents: number;
  idempotencyKey: string;
  metadata: Record<string, string>;
}

export interface RefundResult {
  id: string;
  amountCents: number;
}

/** The signature is missing, wrong or older than the tolerance: answer 400 and change nothing. */
export class WebhookSignatureError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'WebhookSignatureError';
  }
}

/** The provider could not be reached or refused the request (network, 5xx, invalid request). */
export class PaymentProviderError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'PaymentProviderError';
  }
}

export interface PaymentGateway {
  readonly kind: 'stripe' | 'test';
  openCheckout(request: CheckoutRequest): Promise<OpenedCheckout>;
  /** Re-reads a checkout at the provider; null when the provider has no such checkout (or keeps none). */
  readCheckout(id: string): Promise<ProviderCheckout | null>;
  readPaymentIntent(id: string): Promise<ProviderPaymentIntent | null>;
  refund(request: RefundRequest): Promise<RefundResult>;
  createPaymentLink(request: PaymentLinkRequest): Promise<OpenedPaymentLink>;
  /** Null when the provider has no such link (or keeps none: the test checkout's links are checkouts of ours). */
  readPaymentLink(id: string): Promise<ProviderPaymentLink | null>;
  /** Nobody can pay through the link any more (the payment was paid or reset). */
  deactivatePaymentLink(id: string): Promise<void>;
  /** Verifies a webhook against the raw body; throws WebhookSignatureError. Null: this gateway takes none. */
  verifyWebhook(rawBody: Buffer, signature: string | undefined, receivedAt: Date): WebhookEvent | null;
}

/** The metadata keys every checkout carries at the provider. */
export const METADATA = {
  kind: 'anpfiff_kind',
  paymentId: 'anpfiff_payment_id',
  parentId: 'anpfiff_parent_id',
  /** On payment links only: the amount the link was made for, so a changed amount gets a new link. */
  amountCents: 'anpfiff_amount_cents',
};
