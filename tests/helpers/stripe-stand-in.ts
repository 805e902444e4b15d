import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';

// A local stand-in of the parts of the Stripe API the app calls, on 127.0.0.1, for the real stripe SDK to talk to
// (STRIPE_API_BASE). Like Stripe it checks the secret key, decodes the SDK's form-encoded bodies, replays a request
// with a known Idempotency-Key (and refuses one with other parameters), refuses a refund above what is left of
// the charge, and answers unknown objects with 404. It records every request so tests can assert what the app
// sent. Tests move checkouts along (pay, fail an attempt, expire) and build signed webhook events for them.
// No test-runner imports: a benchmark may use it too.

const STAND_IN_SECRET_KEY = 'sk_test_anpfiff_stand_in';
const STAND_IN_WEBHOOK_SECRET = 'whsec_anpfiff_stand_in';

type Json = Record<string, unknown>;

interface RecordedRequest {
  method: string;
  path: string;
  query: Json;
  body: Json;
  idempotencyKey: string | undefined;
}

interface StandInSession extends Json {
  id: string;
  object: 'checkout.session';
  status: 'open' | 'complete' | 'expired';
  payment_status: 'unpaid' | 'paid';
  amount_total: number;
  currency: string;
  client_reference_id: string | null;
  metadata: Record<string, string>;
  payment_intent: string | null;
  payment_link: string | null;
  url: string;
}

interface StandInPaymentLink extends Json {
  id: string;
  object: 'payment_link';
  active: boolean;
  url: string;
  currency: string;
  metadata: Record<string, string>;
  payment_method_types: string[] | null;
  restrictions: { completed_sessions: { count: number; limit: number } } | null;
  /** What the link charges (Stripe lists it under /line_items; kept here for the sessions it opens). */
  amount: number;
  description: string;
}

interface StandInIntent extends Json {
  id: string;
  status: 'succeeded' | 'requires_payment_method' | 'processing';
  amount: number;
  amount_received: number;
  metadata: Record<string, string>;
  last_payment_error: Json | null;
  latest_charge: string | null;
}

interface StandInCharge extends Json {
  id: string;
  amount: number;
  amount_refunded: number;
  payment_method_details: { type: string };
}

export interface StripeStandIn {
  /** STRIPE_API_BASE for the app. */
  url: string;
  /** The app's settings pointing at this stand-in. */
  env: Record<string, string>;
  requests: RecordedRequest[];
  sessions: Map<string, StandInSession>;
  paymentLinks: Map<string, StandInPaymentLink>;
  refunds: Json[];
  /** A parent opens an active payment link: Stripe opens a checkout session carrying the link's metadata. */
  openLink(linkId: string): StandInSession;
  /** The customer pays on Stripe's page: the session completes, paid with a card or TWINT. */
  pay(sessionId: string, method?: 'card' | 'twint'): StandInSession;
  /** A payment attempt is declined; the session stays open (the customer may try again). Answers the intent id. */
  declineAttempt(sessionId: string): string;
  expire(sessionId: string): StandInSession;
  /** The next `count` requests answer `status` (a Stripe outage). */
  failNext(count: number, status?: number): void;
  /** Holds the next request to `path` unanswered (a slow Stripe) until `release()`; `received` when it came in. */
  holdNext(path: string): { received: Promise<void>; release(): void };
  /** A webhook event about an object: its JSON body and a valid Stripe-Signature header (signed `at`). */
  event(type: string, object: Json, options?: { id?: string; at?: Date; secret?: string }): SignedEvent;
  intent(id: string): Json | undefined;
  close(): Promise<void>;
}

export interface SignedEvent {
  id: string;
  body: string;
  signature: string;
}

/** Decodes `a[b][0][c]=v&...` (how stripe-node encodes parameters) into nested objects and arrays. */
function decodeStripeForm(encoded: string): Json {
  const root: Json = {};
  for (const [rawKey, value] of new URLSearchParams(encoded)) {
    const [head, ...rest] = rawKey.split('[');
    const path = [head ?? '', ...rest.map((part) => part.replace(/]$/, ''))];
    let node: Record<string, unknown> = root;
    path.forEach((key, i) => {
      if (i === path.length - 1) {
        node[key] = value;
        return;
      }
      const nextIsIndex = /^\d+$/.test(path[i + 1] ?? '');
      node[key] ??= nextIsIndex ? [] : {};
      node = node[key] as Record<string, unknown>;
    });
  }
  return root;
}

function stripeError(res: ServerResponse, status: number, message: string, code?: string) {
  res.writeHead(status, { 'content-type': 'application/json', 'stripe-should-retry': 'false' });
  res.end(JSON.stringify({ error: { type: 'invalid_request_error', message, ...(code ? { code } : {}) } }));
}

export async function startStripeStandIn(): Promise<StripeStandIn> {
  const requests: RecordedRequest[] = [];
  const sessions = new Map<string, StandInSession>();
  const paymentLinks = new Map<string, StandInPaymentLink>();
  const intents = new Map<string, StandInIntent>();
  const charges = new Map<string, StandInCharge>();
  const refunds: Json[] = [];
  const idempotent = new Map<string, { body: string; status: number; answer: Json }>();
  let failures: { count: number; status: number } = { count: 0, status: 500 };
  const holds = new Map<string, { arrived(): void; released: Promise<void> }>();
  let seq = 0;
  const nextId = (prefix: string) => `${prefix}_standin_${++seq}`;

  const intentView = (intent: StandInIntent, expand: unknown): Json => {
    const expanded = Array.isArray(expand) && expand.includes('latest_charge');
    const charge = intent.latest_charge ? charges.get(intent.latest_charge) : undefined;
    return {
      ...intent,
      object: 'payment_intent',
      currency: 'chf',
      latest_charge: expanded && charge ? { ...charge, object: 'charge' } : intent.latest_charge,
    };
  };

  const amountOf = (body: Json) =>
    ((body.line_items as Json[] | undefined) ?? []).reduce((sum, line) => {
      const price = line.price_data as Json | undefined;
      return sum + Number(price?.unit_amount ?? 0) * Number(line.quantity ?? 1);
    }, 0);

  function createSession(body: Json, paymentLink: string | null = null): StandInSession {
    const amount = amountOf(body);
    const id = nextId('cs_test');
    const session: StandInSession = {
      id,
      object: 'checkout.session',
      status: 'open',
      payment_status: 'unpaid',
      amount_total: amount,
      currency: String(body.currency ?? 'chf'),
      client_reference_id: (body.client_reference_id as string | undefined) ?? null,
      metadata: (body.metadata as Record<string, string> | undefined) ?? {},
      payment_intent: null,
      payment_link: paymentLink,
      url: `https://checkout.stripe.test/c/pay/${id}`,
      mode: body.mode,
      success_url: body.success_url,
      cancel_url: body.cancel_url,
      allowed_payment_method_types: body.allowed_payment_method_types,
    };
    sessions.set(id, session);
    return session;
  }

  function createPaymentLink(body: Json, res: ServerResponse): StandInPaymentLink | undefined {
    const lines = (body.line_items as Json[] | undefined) ?? [];
    const price = lines[0]?.price_data as Json | undefined;
    if (!price) return void stripeError(res, 400, 'Missing required param: line_items[0][price].');
    const limit = (body.restrictions as { completed_sessions?: { limit?: string } } | undefined)
      ?.completed_sessions?.limit;
    const id = nextId('plink');
    const link: StandInPaymentLink = {
      id,
      object: 'payment_link',
      active: true,
      url: `https://buy.stripe.test/${id}`,
      currency: String(price.currency ?? 'chf'),
      metadata: (body.metadata as Record<string, string> | undefined) ?? {},
      payment_method_types: (body.payment_method_types as string[] | undefined) ?? null,
      restrictions: limit ? { completed_sessions: { count: 0, limit: Number(limit) } } : null,
      after_completion: body.after_completion,
      amount: amountOf(body),
      description: String((price.product_data as Json | undefined)?.name ?? ''),
    };
    paymentLinks.set(id, link);
    return link;
  }

  function updatePaymentLink(id: string, body: Json, res: ServerResponse): StandInPaymentLink | undefined {
    const link = paymentLinks.get(id);
    if (!link) return void stripeError(res, 404, `No such payment_link: '${id}'`, 'resource_missing');
    if (body.active !== undefined) link.active = body.active === 'true';
    return link;
  }

  function createRefund(body: Json, res: ServerResponse): Json | undefined {
    const intent = intents.get(String(body.payment_intent));
    const charge = intent?.latest_charge ? charges.get(intent.latest_charge) : undefined;
    if (!intent || !charge) return void stripeError(res, 404, 'No such payment_intent', 'resource_missing');
    const amount = body.amount === undefined ? charge.amount - charge.amount_refunded : Number(body.amount);
    if (amount > charge.amount - charge.amount_refunded) {
      return void stripeError(
        res,
        400,
        'Refund amount is greater than unrefunded amount',
        'amount_too_large',
      );
    }
    charge.amount_refunded += amount;
    const refund = {
      id: nextId('re'),
      object: 'refund',
      amount,
      currency: 'chf',
      payment_intent: intent.id,
      status: 'succeeded',
      metadata: body.metadata ?? {},
    };
    refunds.push(refund);
    return refund;
  }

  function route(
    req: IncomingMessage,
    res: ServerResponse,
    path: string,
    query: Json,
    body: Json,
  ): Json | undefined {
    const get = (prefix: string) =>
      req.method === 'GET' && path.startsWith(prefix) ? path.slice(prefix.length) : null;
    if (req.method === 'POST' && path === '/v1/checkout/sessions') return createSession(body);
    if (req.method === 'POST' && path === '/v1/refunds') return createRefund(body, res);
    if (req.method === 'POST' && path === '/v1/payment_links') return createPaymentLink(body, res);
    if (req.method === 'POST' && path.startsWith('/v1/payment_links/'))
      return updatePaymentLink(path.slice('/v1/payment_links/'.length), body, res);
    const linkId = get('/v1/payment_links/');
    if (linkId !== null) {
      const link = paymentLinks.get(linkId);
      return link ?? void stripeError(res, 404, `No such payment_link: '${linkId}'`, 'resource_missing');
    }
    const sessionId = get('/v1/checkout/sessions/');
    if (sessionId !== null) {
      const session = sessions.get(sessionId);
      return (
        session ?? void stripeError(res, 404, `No such checkout.session: '${sessionId}'`, 'resource_missing')
      );
    }
    const intentId = get('/v1/payment_intents/');
    if (intentId !== null) {
      const intent = intents.get(intentId);
      if (!intent)
        return void stripeError(res, 404, `No such payment_intent: '${intentId}'`, 'resource_missing');
      return intentView(intent, query.expand);
    }
    return void stripeError(res, 404, `Unrecognized request URL (${req.method}: ${path})`);
  }

  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', async () => {
      const url = new URL(req.url ?? '/', 'http://stand-in');
      const raw = Buffer.concat(chunks).toString('utf8');
      const body = decodeStripeForm(raw);
      const query = decodeStripeForm(url.search.slice(1));
      const key = req.headers['idempotency-key'] as string | undefined;
      requests.push({ method: req.method ?? '', path: url.pathname, query, body, idempotencyKey: key });
      if (req.headers.authorization !== `Bearer ${STAND_IN_SECRET_KEY}`) {
        return stripeError(res, 401, 'Invalid API Key provided');
      }
      const hold = holds.get(url.pathname);
      if (hold) {
        holds.delete(url.pathname);
        hold.arrived();
        await hold.released;
      }
      if (failures.count > 0) {
        failures.count--;
        res.writeHead(failures.status, { 'content-type': 'application/json' });
        return res.end(JSON.stringify({ error: { type: 'api_error', message: 'Stand-in outage' } }));
      }
      const replay = key ? idempotent.get(key) : undefined;
      if (replay) {
        if (replay.body !== raw)
          return stripeError(
            res,
            400,
            'Keys for idempotent requests can only be used with the same parameters',
            'idempotency_error',
          );
        res.writeHead(replay.status, { 'content-type': 'application/json', 'idempotent-replayed': 'true' });
        return res.end(JSON.stringify(replay.answer));
      }
      const answer = route(req, res, url.pathname, query, body);
      if (!answer) return;
      if (key && req.method === 'POST') idempotent.set(key, { body: raw, status: 200, answer });
      res.writeHead(200, { 'content-type': 'application/json', 'request-id': `req_${seq}` });
      res.end(JSON.stringify(answer));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const url = `http://127.0.0.1:${port}`;
  const signer = new Stripe(STAND_IN_SECRET_KEY);

  const sessionOf = (id: string) => {
    const session = sessions.get(id);
    if (!session) throw new Error(`stand-in: no session ${id}`);
    return session;
  };

  return {
    url,
    env: {
      STRIPE_SECRET_KEY: STAND_IN_SECRET_KEY,
      STRIPE_WEBHOOK_SECRET: STAND_IN_WEBHOOK_SECRET,
      STRIPE_API_BASE: url,
    },
    requests,
    sessions,
    paymentLinks,
    refunds,
    openLink(linkId) {
      const link = paymentLinks.get(linkId);
      if (!link?.active) throw new Error(`stand-in: payment link ${linkId} is not active`);
      return createSession(
        {
          mode: 'payment',
          currency: link.currency,
          metadata: link.metadata,
          line_items: [{ quantity: 1, price_data: { unit_amount: link.amount } }],
        },
        link.id,
      );
    },
    pay(sessionId, method = 'card') {
      const session = sessionOf(sessionId);
      const link = session.payment_link ? paymentLinks.get(session.payment_link) : undefined;
      if (link?.restrictions) {
        // Like Stripe: a link that reached its completed_sessions limit deactivates itself.
        link.restrictions.completed_sessions.count++;
        const { count, limit } = link.restrictions.completed_sessions;
        if (count >= limit) link.active = false;
      }
      const charge: StandInCharge = {
        id: nextId('ch'),
        amount: session.amount_total,
        amount_refunded: 0,
        payment_method_details: { type: method },
      };
      charges.set(charge.id, charge);
      const intent: StandInIntent = {
        id: session.payment_intent ?? nextId('pi'),
        status: 'succeeded',
        amount: session.amount_total,
        amount_received: session.amount_total,
        metadata: session.metadata,
        last_payment_error: null,
        latest_charge: charge.id,
      };
      intents.set(intent.id, intent);
      Object.assign(session, { status: 'complete', payment_status: 'paid', payment_intent: intent.id });
      return session;
    },
    declineAttempt(sessionId) {
      const session = sessionOf(sessionId);
      const intent: StandInIntent = {
        id: session.payment_intent ?? nextId('pi'),
        status: 'requires_payment_method',
        amount: session.amount_total,
        amount_received: 0,
        metadata: session.metadata,
        last_payment_error: { code: 'card_declined', message: 'Your card was declined.' },
        latest_charge: null,
      };
      intents.set(intent.id, intent);
      session.payment_intent = intent.id;
      return intent.id;
    },
    expire(sessionId) {
      const session = sessionOf(sessionId);
      session.status = 'expired';
      return session;
    },
    failNext(count, status = 500) {
      failures = { count, status };
    },
    holdNext(path) {
      let arrived = () => {};
      let release = () => {};
      const received = new Promise<void>((resolve) => {
        arrived = resolve;
      });
      const released = new Promise<void>((resolve) => {
        release = resolve;
      });
      holds.set(path, { arrived, released });
      return { received, release };
    },
    event(type, object, options = {}) {
      const id = options.id ?? nextId('evt');
      const at = options.at ?? new Date();
      const body = JSON.stringify({
        id,
        object: 'event',
        type,
        api_version: '2026-10-28.endive',
        created: Math.floor(at.getTime() / 1000),
        livemode: false,
        data: { object },
      });
      const signature = signer.webhooks.generateTestHeaderString({
        payload: body,
        secret: options.secret ?? STAND_IN_WEBHOOK_SECRET,
        timestamp: Math.floor(at.getTime() / 1000),
      });
      return { id, body, signature };
    },
    intent(id) {
      const intent = intents.get(id);
      return intent ? intentView(intent, ['latest_charge']) : undefined;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
