import { eq } from 'drizzle-orm';
import { afterAll, beforeAll } from 'vitest';
import { creditPacks, stripeEvents } from '../../src/server/db/schema';
import { createPaymentGateway } from '../../src/server/integrations/payments';
import { type Child, createChild, createParent, type Profile } from '../factories';
import { sessionCookieFor } from '../helpers/auth';
import { type SignedEvent, type StripeStandIn, startStripeStandIn } from '../helpers/stripe-stand-in';
import type { TestApp } from '../helpers/test-app';

// Shared by the payment, checkout, webhook, credit and refund tests: a signed-in family, the calls as the web
// makes them, and the app switched to the real stripe SDK talking to the local Stripe stand-in.

export interface Family {
  parent: Profile;
  child: Child;
  cookie: string;
}

export async function signedInFamily(t: TestApp): Promise<Family> {
  const parent = await createParent(t.ctx.db);
  const child = await createChild(t.ctx.db, { parentId: parent.id });
  return { parent, child, cookie: await sessionCookieFor(t, parent.id) };
}

/** Points the test app's payment gateway at a Stripe stand-in for this file (after setupTestApp). */
export function setupStripeStandIn(t: TestApp): { current: StripeStandIn } {
  const holder = {} as { current: StripeStandIn };
  beforeAll(async () => {
    holder.current = await startStripeStandIn();
    const env = holder.current.env;
    t.ctx.payments = createPaymentGateway({
      ...t.ctx.config,
      STRIPE_SECRET_KEY: env.STRIPE_SECRET_KEY,
      STRIPE_WEBHOOK_SECRET: env.STRIPE_WEBHOOK_SECRET,
      STRIPE_API_BASE: env.STRIPE_API_BASE,
    });
  });
  afterAll(async () => {
    await holder.current?.close();
  });
  return holder;
}

export function post(t: TestApp, cookie: string | undefined, path: string, json: unknown = {}) {
  return t.request(path, { method: 'POST', json, headers: cookie ? { cookie } : {} });
}

export function get(t: TestApp, cookie: string | undefined, path: string) {
  return t.request(path, { headers: cookie ? { cookie } : {} });
}

export async function checkoutUrl(response: Response): Promise<string> {
  if (response.status !== 201) throw new Error(`checkout: ${response.status} ${await response.text()}`);
  return ((await response.json()) as { url: string }).url;
}

/** Delivers a signed event to the webhook as Stripe would. */
export function deliver(t: TestApp, event: SignedEvent, signature: string = event.signature) {
  return t.request('/api/webhooks/stripe', {
    method: 'POST',
    body: event.body,
    headers: { 'content-type': 'application/json', 'stripe-signature': signature },
  });
}

export async function storedEvent(t: TestApp, id: string) {
  const [row] = await t.ctx.db.select().from(stripeEvents).where(eq(stripeEvents.id, id));
  return row;
}

export function packsOf(t: TestApp, parentId: string) {
  return t.ctx.db.select().from(creditPacks).where(eq(creditPacks.parentId, parentId));
}

export async function errorCode(response: Response): Promise<string | undefined> {
  return ((await response.json()) as { error?: { code?: string } }).error?.code;
}
