// Drill "Stripe unreachable during checkouts and camp refunds" (npm run bench:faults -- --only stripe; issue 27
// part 3). [-- --families 30 --outage-seconds 90 --dist --timeout 900]
//
// The server talks to the Stripe stand-in (tests/helpers/stripe-stand-in.ts) through a TCP link this drill cuts
// (tests/helpers/tcp-link.ts). Every family books a camp. Before the outage a third pay theirs through Stripe's
// checkout (the "refund" group), a third open a checkout and pay on Stripe's page without the app hearing of it
// yet (the "paid at Stripe" group), a third leave theirs open (the "checkout" group). During the outage the refund
// group cancels (each cancellation queues a refund), the checkout group tries to pay, the paid-at-Stripe group
// comes back to the app (its sync asks Stripe). Must hold: no payment is marked paid without Stripe's word (only
// those Stripe has as paid are SUCCEEDED, and only after Stripe answered), every answer is a German refusal or a
// success (never a 500, never a hang), and once Stripe is back every refund is made exactly once, for the right
// amount, and the payment reads refunded.
import { parseArgs } from 'node:util';
import { eq, inArray } from 'drizzle-orm';
import { errorMessages, isErrorCode } from '../src/domain/errors';
import { campPayments, campRsvps } from '../src/server/db/schema';
import { startStripeStandIn } from '../tests/helpers/stripe-stand-in';
import { openTcpLink } from '../tests/helpers/tcp-link';
import { type BenchFamily, createContestedOffers, createFamilies } from './bench-data';
import { runBench } from './bench-environment';

const CLIENT_TIMEOUT_MS = 70_000;

const { values: args } = parseArgs({
  options: {
    families: { type: 'string', default: '30' },
    'outage-seconds': { type: 'string', default: '90' },
    dist: { type: 'boolean', default: false },
    timeout: { type: 'string', default: '900' },
  },
});
const families = Math.min(600, Math.max(3, Number(args.families)));
const outageMs = Math.max(10, Number(args['outage-seconds'])) * 1000;
const timeoutSeconds = Math.min(3600, Math.max(60, Number(args.timeout)));
const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const stripe = await startStripeStandIn();
const link = await openTcpLink(stripe.url);

interface Answer {
  status: number;
  body: { url?: string; refundCents?: number; error?: { code?: string; message?: string } };
  ms: number;
}

runBench(
  {
    tempPrefix: 'anpfiff-faults-stripe-',
    useDist: args.dist,
    timeoutSeconds,
    serverEnv: { ...stripe.env, STRIPE_API_BASE: link.url },
  },
  async ({ db, server, ctx }) => {
    console.log(
      `Stripe-Ausfall: ${families} Familien, ${seconds(outageMs)} ohne Stripe, Server ${server.url}`,
    );
    const call = async (
      family: BenchFamily,
      method: string,
      path: string,
      body?: unknown,
    ): Promise<Answer> => {
      const t0 = performance.now();
      const response = await fetch(`${server.url}${path}`, {
        method,
        headers: { cookie: family.cookie, origin: server.url, 'content-type': 'application/json' },
        ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
        signal: AbortSignal.timeout(CLIENT_TIMEOUT_MS),
      }).catch(() => null);
      if (!response) return { status: 0, body: {}, ms: performance.now() - t0 };
      return {
        status: response.status,
        body: (await response.json().catch(() => ({}))) as Answer['body'],
        ms: performance.now() - t0,
      };
    };
    const crowd = await createFamilies(ctx, families);
    const { campId } = await createContestedOffers(db, families);
    for (const family of crowd) {
      const booked = await call(family, 'POST', `/api/camps/${campId}/registrations`, {
        childIds: [family.childId],
        acceptTerms: true,
      });
      if (booked.status !== 201) throw new Error(`Buchung: ${booked.status}`);
    }
    const paymentOf = async (childId: string) => {
      const [row] = await db
        .select({ id: campPayments.id, status: campPayments.status })
        .from(campPayments)
        .innerJoin(campRsvps, eq(campRsvps.id, campPayments.campRsvpId))
        .where(eq(campRsvps.childId, childId));
      if (!row) throw new Error('keine Campzahlung');
      return row;
    };
    const checkout = async (family: BenchFamily) =>
      call(family, 'POST', '/api/payments/checkout', {
        kind: 'camp',
        paymentId: (await paymentOf(family.childId)).id,
      });

    const refundGroup = crowd.filter((_, i) => i % 3 === 0);
    const paidAtStripe = crowd.filter((_, i) => i % 3 === 1);
    const checkoutGroup = crowd.filter((_, i) => i % 3 === 2);

    // Before the outage: the refund group pays, the paid-at-Stripe group pays on Stripe's page only.
    const checkoutIds = new Map<string, string>();
    for (const family of [...refundGroup, ...paidAtStripe]) {
      const answer = await checkout(family);
      const id = answer.body.url?.split('/').at(-1);
      if (answer.status !== 201 || !id) throw new Error(`Checkout: ${answer.status}`);
      stripe.pay(id, 'card');
      checkoutIds.set(family.childId, id);
    }
    for (const family of refundGroup) {
      const synced = await call(
        family,
        'POST',
        `/api/payments/checkout/${checkoutIds.get(family.childId)}/sync`,
      );
      if (synced.status !== 200) throw new Error(`Sync: ${synced.status}`);
    }

    await link.down();
    const downAt = Date.now();
    console.log('  Stripe unerreichbar');
    const during: { what: string; answer: Answer }[] = [];
    const cancelled = new Map<string, number>();
    await Promise.all([
      ...refundGroup.map(async (family) => {
        const answer = await call(family, 'DELETE', `/api/camps/${campId}/registrations/${family.childId}`);
        during.push({ what: 'Abmeldung', answer });
        if (answer.status === 200) cancelled.set(family.childId, answer.body.refundCents ?? -1);
      }),
      ...checkoutGroup.map(async (family) =>
        during.push({ what: 'Checkout', answer: await checkout(family) }),
      ),
      ...paidAtStripe.map(async (family) =>
        during.push({
          what: 'Sync',
          answer: await call(
            family,
            'POST',
            `/api/payments/checkout/${checkoutIds.get(family.childId)}/sync`,
          ),
        }),
      ),
    ]);
    const paidDuring = await Promise.all(paidAtStripe.map((f) => paymentOf(f.childId)));
    const refundsDuring = stripe.refunds.length;
    await sleep(Math.max(0, outageMs - (Date.now() - downAt)));
    link.up();
    const upAt = Date.now();
    console.log(`  Stripe wieder erreichbar nach ${seconds(upAt - downAt)}`);

    // After: the paid-at-Stripe group comes back once more; the refunds are retried by their job.
    for (const family of paidAtStripe)
      await call(family, 'POST', `/api/payments/checkout/${checkoutIds.get(family.childId)}/sync`);
    const refundIds = refundGroup.map((f) => f.childId);
    const deadline = downAt + timeoutSeconds * 1000 - 60_000;
    const refundedRows = async () =>
      db
        .select({ status: campPayments.status, intent: campPayments.stripePaymentIntentId })
        .from(campPayments)
        .innerJoin(campRsvps, eq(campRsvps.id, campPayments.campRsvpId))
        .where(inArray(campRsvps.childId, refundIds));
    while ((await refundedRows()).some((r) => r.status !== 'REFUNDED') && Date.now() < deadline)
      await sleep(1000);
    const lastRefundAt = Date.now();

    const rows = await refundedRows();
    const refundsPerIntent = rows.map((r) => stripe.refunds.filter((f) => f.payment_intent === r.intent));
    const amountsRight = refundGroup.every((family, i) => {
      const refunds = refundsPerIntent[i] ?? [];
      return refunds.length === 1 && refunds[0]?.amount === cancelled.get(family.childId);
    });
    const stripePaid = new Set([...refundGroup, ...paidAtStripe].map((f) => f.childId));
    const all = await Promise.all(
      crowd.map(async (f) => ({ childId: f.childId, ...(await paymentOf(f.childId)) })),
    );
    const paidWithoutStripe = all.filter(
      (p) => (p.status === 'SUCCEEDED' || p.status === 'REFUNDED') && !stripePaid.has(p.childId),
    );
    const german = (a: Answer) => {
      const code = a.body.error?.code;
      return (
        a.status < 400 ||
        (a.status !== 500 && isErrorCode(code) && a.body.error?.message === errorMessages[code])
      );
    };

    const checks: Record<string, boolean> = {
      'jede Antwort im Ausfall: Erfolg oder deutsche Ablehnung (kein 500, kein Hängen)': during.every(
        ({ answer }) => answer.status !== 0 && german(answer),
      ),
      'jede Abmeldung angenommen (wartet nicht auf Stripe)': cancelled.size === refundGroup.length,
      'nichts bezahlt ohne Stripes Wort (im Ausfall blieb "bei Stripe bezahlt" offen)': paidDuring.every(
        (p) => p.status !== 'SUCCEEDED',
      ),
      'nur bei Stripe Bezahltes ist bezahlt': paidWithoutStripe.length === 0,
      'nach der Rückkehr: bei Stripe Bezahltes ist bezahlt': all
        .filter((p) => paidAtStripe.some((f) => f.childId === p.childId))
        .every((p) => p.status === 'SUCCEEDED'),
      'keine Rückerstattung im Ausfall': refundsDuring === 0,
      'jede Rückerstattung genau einmal, im richtigen Betrag': amountsRight,
      'jede Zahlung danach "Erstattet"': rows.every((r) => r.status === 'REFUNDED'),
    };
    const statuses = (what: string) =>
      JSON.stringify(
        during
          .filter((d) => d.what === what)
          .reduce<Record<string, number>>((acc, d) => {
            const key = `${d.answer.status} ${d.answer.body.error?.code ?? ''}`.trim();
            acc[key] = (acc[key] ?? 0) + 1;
            return acc;
          }, {}),
      );
    console.log(
      `  im Ausfall: Abmeldungen ${statuses('Abmeldung')}, Checkouts ${statuses('Checkout')}, Sync ${statuses('Sync')}`,
    );
    console.log(`  längste Antwort im Ausfall ${seconds(Math.max(...during.map((d) => d.answer.ms)))}`);
    console.log(
      `  Rückerstattungen: ${stripe.refunds.length} bei Stripe für ${refundGroup.length} Abmeldungen, letzte ${seconds(lastRefundAt - upAt)} nach der Rückkehr`,
    );
    let ok = true;
    for (const [check, passed] of Object.entries(checks)) {
      console.log(`  ${passed ? 'OK    ' : 'FEHLER'} ${check}`);
      ok &&= passed;
    }
    console.log(`Drill Stripe-Ausfall: ${ok ? 'MET' : 'MISSED'}`);
    await link.close();
    await stripe.close();
    return ok;
  },
);
