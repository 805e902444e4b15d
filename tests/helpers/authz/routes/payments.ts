import { randomUUID } from 'node:crypto';
import { checkoutSessions } from '../../../../src/server/db/schema';
import { bookSession, type Child, createCreditPack, createSession, type Profile } from '../../../factories';
import { type AuthzCall, type AuthzRoute, changed, type Objects } from '../types';
import type { AuthzWorld } from '../world';

// Payments, credit packs and the test checkout (issue 6). A family's payments and credit are shared by both
// parents (A and the linked B); a checkout belongs to the parent who opened it. An admin signed into the parent
// portal acts for their own (here: empty) family, so A's and C's payments are unknown to them too.

function familyOf(world: AuthzWorld, objects: Objects): { parent: Profile; child: Child } {
  return objects === 'ofC'
    ? { parent: world.parentC, child: world.childOfC }
    : { parent: world.parentA, child: world.childOfA };
}

/** An open CHF 25 training payment of the family's child, and a 10+1 pack of the family's parent. */
async function openPaymentWithCredit(world: AuthzWorld, objects: Objects) {
  const db = world.t.ctx.db;
  const { parent, child } = familyOf(world, objects);
  const { payment } = await bookSession(db, { sessionId: (await createSession(db)).id, childId: child.id });
  const pack = await createCreditPack(db, { parentId: parent.id });
  return { payment, pack, child };
}

/** A test checkout the family's parent opened for an open payment. */
async function openedCheckout(world: AuthzWorld, objects: Objects) {
  const { payment, child } = await openPaymentWithCredit(world, objects);
  const id = `test_cs_${randomUUID()}`;
  await world.t.ctx.db.insert(checkoutSessions).values({
    id,
    kind: 'TRAINING_PAYMENT',
    paymentId: payment.id,
    parentId: familyOf(world, objects).parent.id,
    amountCents: payment.amountCents,
    url: `http://localhost/testzahlung/${id}`,
  });
  return { id, payment, child };
}

const everyoneSignedIn = {
  ofA: { anonymous: 401, parentA: 200, partnerB: 200, parentC: 200, admin: 200 },
  ofC: { anonymous: 401, parentA: 200, partnerB: 200, parentC: 200, admin: 200 },
};

const familyWrites = (status: number) => ({
  ofA: { anonymous: 401, parentA: changed(status), partnerB: changed(status), parentC: 404, admin: 404 },
  ofC: { anonymous: 401, parentA: 404, partnerB: 404, parentC: changed(status), admin: 404 },
});

const openerOnly = (outcome: number | ReturnType<typeof changed>) => ({
  ofA: { anonymous: 401, parentA: outcome, partnerB: 404, parentC: 404, admin: 404 },
  ofC: { anonymous: 401, parentA: 404, partnerB: 404, parentC: outcome, admin: 404 },
});

/** A list of the family's money: nobody outside the family sees its payments, packs or children. */
async function familyMoney(world: AuthzWorld, objects: Objects): Promise<AuthzCall> {
  const { payment, pack, child } = await openPaymentWithCredit(world, objects);
  return { secrets: [payment.id, pack.id, child.firstName] };
}

export const paymentsAuthzRoutes: AuthzRoute[] = [
  { method: 'GET', path: '/api/payments', setup: familyMoney, expected: everyoneSignedIn },
  { method: 'GET', path: '/api/payments/history', setup: familyMoney, expected: everyoneSignedIn },
  { method: 'GET', path: '/api/payments/open-count', setup: familyMoney, expected: everyoneSignedIn },
  {
    method: 'POST',
    path: '/api/payments/checkout',
    setup: async (world, objects) => {
      const { payment, child } = await openPaymentWithCredit(world, objects);
      return { body: { kind: 'training', paymentId: payment.id }, secrets: [child.firstName] };
    },
    expected: familyWrites(201),
  },
  {
    method: 'POST',
    path: '/api/payments/credit',
    setup: async (world, objects) => {
      const { payment } = await openPaymentWithCredit(world, objects);
      return { body: { paymentId: payment.id } };
    },
    expected: familyWrites(200),
  },
  {
    method: 'POST',
    path: '/api/payments/checkout/:checkoutId/sync',
    setup: async (world, objects) => ({ params: { checkoutId: (await openedCheckout(world, objects)).id } }),
    expected: openerOnly(200),
  },
  {
    method: 'POST',
    path: '/api/credit-packs/checkout',
    setup: () => ({ body: { packType: 'TEN_PLUS_ONE' } }),
    expected: {
      none: {
        anonymous: 401,
        parentA: changed(201),
        partnerB: changed(201),
        parentC: changed(201),
        admin: changed(201),
      },
    },
  },
  {
    method: 'GET',
    path: '/api/test-checkout/:checkoutId',
    setup: async (world, objects) => {
      const { id, child } = await openedCheckout(world, objects);
      return { params: { checkoutId: id }, secrets: [child.firstName] };
    },
    expected: openerOnly(200),
  },
  {
    method: 'POST',
    path: '/api/test-checkout/:checkoutId',
    setup: async (world, objects) => ({
      params: { checkoutId: (await openedCheckout(world, objects)).id },
      body: { outcome: 'paid', paidWith: 'card' },
    }),
    expected: openerOnly(changed(200)),
  },
];
