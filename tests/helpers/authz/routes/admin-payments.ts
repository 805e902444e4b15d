import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { checkoutSessions, stripeEvents } from '../../../../src/server/db/schema';
import type { PaymentMethod, PaymentStatus } from '../../../../src/server/db/schema/values';
import { queueCampRefund } from '../../../../src/server/features/payments/camp-refund-job';
import {
  bookCamp,
  bookSession,
  type Child,
  createCamp,
  createCreditPack,
  createSession,
} from '../../../factories';
import { type AuthzCall, type AuthzRoute, changed, type Objects } from '../types';
import type { AuthzWorld } from '../world';
import { adminOnly } from './admin-only';

// "Zahlungen" in the back office: admins only, on any family's payments. Every move changes the payment (and
// writes its audit row); nobody else may even read the list.

const childOf = (world: AuthzWorld, objects: Objects): Child =>
  objects === 'ofC' ? world.childOfC : world.childOfA;

async function trainingPayment(
  world: AuthzWorld,
  objects: Objects,
  state: { status?: PaymentStatus; method?: PaymentMethod | null },
): Promise<AuthzCall> {
  const db = world.t.ctx.db;
  const session = await createSession(db);
  const { payment } = await bookSession(db, {
    sessionId: session.id,
    childId: childOf(world, objects).id,
    ...state,
  });
  return { params: { kind: 'training', id: payment.id } };
}

const ofEither = ['ofA', 'ofC'] as const;

/** Money paid through the test checkout that matched nothing, as keep-unmatched.ts keeps it. */
async function keptMoney(world: AuthzWorld): Promise<string> {
  const db = world.t.ctx.db;
  const checkoutId = `test_cs_${randomUUID()}`;
  await db.insert(checkoutSessions).values({
    id: checkoutId,
    kind: 'TRAINING_PAYMENT',
    parentId: world.parentA.id,
    amountCents: 2500,
    status: 'complete',
  });
  const id = `checkout.test:${checkoutId}`;
  await db
    .insert(stripeEvents)
    .values({ id, type: 'checkout.test', payload: { checkoutId }, outcome: 'unmatched' });
  return id;
}

export const adminPaymentsAuthzRoutes: AuthzRoute[] = [
  {
    method: 'GET',
    path: '/api/admin/payments',
    setup: async (world) => trainingPayment(world, 'ofA', {}),
    expected: adminOnly(['none'], 200),
  },
  {
    method: 'GET',
    path: '/api/admin/payments/groups',
    setup: async (world) => trainingPayment(world, 'ofA', {}),
    expected: adminOnly(['none'], 200),
  },
  {
    method: 'GET',
    path: '/api/admin/payments/export.csv',
    setup: async (world) => trainingPayment(world, 'ofA', {}),
    expected: adminOnly(['none'], 200),
  },
  {
    method: 'GET',
    path: '/api/admin/payments/refunds',
    setup: () => ({}),
    expected: adminOnly(['none'], 200),
  },
  {
    method: 'POST',
    path: '/api/admin/payments/:kind/:id/mark-paid',
    setup: async (world, objects) => ({
      ...(await trainingPayment(world, objects, {})),
      body: { method: 'CASH' },
    }),
    expected: adminOnly(ofEither, changed(200)),
  },
  {
    method: 'POST',
    path: '/api/admin/payments/:kind/:id/settle-credit',
    setup: async (world, objects) => {
      const parentId = objects === 'ofC' ? world.parentC.id : world.parentA.id;
      await createCreditPack(world.t.ctx.db, { parentId });
      return trainingPayment(world, objects, {});
    },
    expected: adminOnly(ofEither, changed(200)),
  },
  {
    method: 'POST',
    path: '/api/admin/payments/:kind/:id/refund',
    setup: async (world, objects) => trainingPayment(world, objects, { status: 'SUCCEEDED', method: 'CASH' }),
    expected: adminOnly(ofEither, changed(200)),
  },
  {
    method: 'POST',
    path: '/api/admin/payments/:kind/:id/reset',
    setup: async (world, objects) => trainingPayment(world, objects, { status: 'FAILED', method: null }),
    expected: adminOnly(ofEither, changed(200)),
  },
  {
    method: 'POST',
    path: '/api/admin/payments/:kind/:id/confirm-refund',
    setup: async (world, objects) => {
      const db = world.t.ctx.db;
      const camp = await createCamp(db);
      const { campPayment } = await bookCamp(db, {
        campId: camp.id,
        childId: childOf(world, objects).id,
        status: 'REFUNDED',
        method: 'CASH',
      });
      return { params: { kind: 'camp', id: campPayment.id } };
    },
    expected: adminOnly(ofEither, changed(200)),
  },
  {
    method: 'POST',
    path: '/api/admin/payments/:kind/:id/retry-refund',
    setup: async (world, objects) => {
      const { t } = world;
      const camp = await createCamp(t.ctx.db);
      const { campPayment } = await bookCamp(t.ctx.db, {
        campId: camp.id,
        childId: childOf(world, objects).id,
        status: 'SUCCEEDED',
        method: 'STRIPE_ONLINE',
      });
      await queueCampRefund(t.ctx, t.ctx.db, { campPaymentId: campPayment.id, amountCents: 40000 });
      await t.ctx.db.execute(
        sql`update pgboss.job set state = 'failed' where data->>'campPaymentId' = ${campPayment.id}`,
      );
      return { params: { kind: 'camp', id: campPayment.id } };
    },
    expected: adminOnly(ofEither, changed(202)),
  },
  {
    method: 'POST',
    path: '/api/admin/payments/:kind/:id/payment-link',
    setup: async (world, objects) => trainingPayment(world, objects, {}),
    expected: adminOnly(ofEither, changed(201)),
  },
  {
    method: 'GET',
    path: '/api/admin/payments/unmatched',
    setup: async (world) => {
      await keptMoney(world);
      return {};
    },
    expected: adminOnly(['none'], 200),
  },
  {
    method: 'POST',
    path: '/api/admin/payments/unmatched/:eventId/assign',
    setup: async (world) => ({
      params: { eventId: await keptMoney(world) },
      body: { kind: 'training', paymentId: (await trainingPayment(world, 'ofA', {})).params!.id },
    }),
    expected: adminOnly(['none'], changed(200)),
  },
  {
    method: 'POST',
    path: '/api/admin/payments/unmatched/:eventId/refund',
    setup: async (world) => ({ params: { eventId: await keptMoney(world) } }),
    expected: adminOnly(['none'], changed(200)),
  },
];
