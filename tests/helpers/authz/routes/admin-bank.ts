import { randomUUID } from 'node:crypto';
import { bankCredits, bankEntries } from '../../../../src/server/db/schema';
import { ensureBankReference } from '../../../../src/server/features/qr-bill/bank-reference-queries';
import { bookSession, createSession } from '../../../factories';
import { camt054Xml } from '../../../factories/camt-file';
import { multipartBody } from '../../multipart';
import { type AuthzRoute, changed, type Objects } from '../types';
import type { AuthzWorld } from '../world';
import { adminOnly } from './admin-only';

// The bank on /admin/zahlungen (issue 17): the statement import, bank money resolved by hand, the bookkeeping
// month. Admins only; a parent may not even read the month's movements.

/** An open training payment of the family with the QR reference of its bill. */
async function billedPayment(world: AuthzWorld, objects: Objects) {
  const db = world.t.ctx.db;
  const child = objects === 'ofC' ? world.childOfC : world.childOfA;
  const { payment } = await bookSession(db, { sessionId: (await createSession(db)).id, childId: child.id });
  const { reference } = await ensureBankReference(db, {
    parentId: child.parentId,
    payables: [{ kind: 'training', id: payment.id }],
  });
  return { payment, reference };
}

/** A booking of the bank, itemised or waiting for its details. */
async function bankEntry(world: AuthzWorld, details: 'itemised' | 'awaiting') {
  const [entry] = await world.t.ctx.db
    .insert(bankEntries)
    .values({
      entryKey: `authz:${randomUUID()}`,
      amountCents: 2500,
      bookingDate: '2026-05-04',
      details,
      importId: randomUUID(),
      importedAt: new Date(),
    })
    .returning({ id: bankEntries.id });
  return entry!.id;
}

/** Bank money that matched nothing, as an import keeps it. */
async function bankMoney(world: AuthzWorld): Promise<string> {
  const [credit] = await world.t.ctx.db
    .insert(bankCredits)
    .values({
      bankKey: `authz:${randomUUID()}`,
      entryId: await bankEntry(world, 'itemised'),
      importId: randomUUID(),
      importedAt: new Date(),
      amountCents: 2500,
      bookingDate: '2026-05-04',
      outcome: 'unmatched',
      reason: 'NO_REFERENCE',
    })
    .returning({ id: bankCredits.id });
  return `bank:${credit!.id}`;
}

export const adminBankAuthzRoutes: AuthzRoute[] = [
  {
    method: 'POST',
    path: '/api/admin/payments/bank-import',
    setup: async (world, objects) => {
      const { reference } = await billedPayment(world, objects);
      const xml = camt054Xml([{ bankRef: `AUTHZ-${randomUUID()}`, amountCents: 2500, reference }]);
      return {
        rawBody: multipartBody({}, { name: 'file', fileName: 'camt054.xml', bytes: Buffer.from(xml) }),
      };
    },
    expected: adminOnly(['ofA', 'ofC'], changed(200)),
  },
  {
    method: 'GET',
    path: '/api/admin/payments/bank-import/awaiting',
    setup: async (world) => {
      await bankEntry(world, 'awaiting');
      return {};
    },
    expected: adminOnly(['none'], 200),
  },
  {
    method: 'POST',
    path: '/api/admin/payments/unmatched/:eventId/returned',
    setup: async (world) => ({ params: { eventId: await bankMoney(world) } }),
    expected: adminOnly(['none'], changed(200)),
  },
  {
    method: 'GET',
    path: '/api/admin/payments/bookkeeping',
    setup: async (world) => {
      await billedPayment(world, 'ofA');
      return {};
    },
    expected: adminOnly(['none'], 200),
  },
  {
    method: 'GET',
    path: '/api/admin/payments/bookkeeping/export.csv',
    setup: async (world) => {
      await billedPayment(world, 'ofA');
      return {};
    },
    expected: adminOnly(['none'], 200),
  },
];
