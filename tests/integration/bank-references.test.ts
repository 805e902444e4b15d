import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { isQrReference } from '../../src/domain/payments/qr-reference';
import { bankReferenceItems, bankReferences, payments } from '../../src/server/db/schema';
import {
  ensureBankReference,
  findBankReference,
} from '../../src/server/features/qr-bill/bank-reference-queries';
import {
  createCamp,
  createCampCancellationFee,
  createCampPayment,
  createChild,
  createParent,
  createPayment,
  createSession,
} from '../factories';
import { setupTestApp } from '../helpers/test-app';

// The stored QR references the bill prints and the bank statement import matches: one per set of open payments,
// made once, found again by the reference with the payments it pays.

const t = setupTestApp();

async function openPayments() {
  const parent = await createParent(t.ctx.db);
  const child = await createChild(t.ctx.db, { parentId: parent.id });
  const session = await createSession(t.ctx.db);
  const camp = await createCamp(t.ctx.db);
  const training = await createPayment(t.ctx.db, { childId: child.id, sessionId: session.id });
  const campPayment = await createCampPayment(t.ctx.db, { childId: child.id, campId: camp.id });
  const fee = await createCampCancellationFee(t.ctx.db, {
    childId: child.id,
    campId: camp.id,
    status: 'FAILED',
  });
  return { parent, child, session, camp, training, campPayment, fee };
}

describe('ensureBankReference', () => {
  it('stores a checked 27-digit reference with the total and each payment', async () => {
    const { parent, training, campPayment, fee } = await openPayments();
    const made = await ensureBankReference(t.ctx.db, {
      parentId: parent.id,
      payables: [
        { kind: 'campFee', id: fee.id },
        { kind: 'training', id: training.id },
        { kind: 'camp', id: campPayment.id },
      ],
    });
    expect(isQrReference(made.reference)).toBe(true);
    expect(made.amountCents).toBe(2500 + 50000 + 10000);
    expect(made.parentId).toBe(parent.id);

    const found = await findBankReference(t.ctx.db, made.reference);
    expect(found).toMatchObject({ id: made.id, amountCents: 62500, parentId: parent.id });
    expect(found?.items).toEqual([
      { kind: 'training', id: training.id, amountCents: 2500, status: 'REQUIRES_PAYMENT' },
      { kind: 'camp', id: campPayment.id, amountCents: 50000, status: 'REQUIRES_PAYMENT' },
      { kind: 'campFee', id: fee.id, amountCents: 10000, status: 'FAILED' },
    ]);
  });

  it('answers the same reference for the same open set, in any order, and another for another set', async () => {
    const { parent, training, campPayment } = await openPayments();
    const first = await ensureBankReference(t.ctx.db, {
      parentId: parent.id,
      payables: [
        { kind: 'training', id: training.id },
        { kind: 'camp', id: campPayment.id },
      ],
    });
    const again = await ensureBankReference(t.ctx.db, {
      parentId: parent.id,
      payables: [
        { kind: 'camp', id: campPayment.id },
        { kind: 'training', id: training.id },
      ],
    });
    const single = await ensureBankReference(t.ctx.db, {
      parentId: parent.id,
      payables: [{ kind: 'training', id: training.id }],
    });
    expect(again.reference).toBe(first.reference);
    expect(single.reference).not.toBe(first.reference);
    expect(single.amountCents).toBe(2500);
  });

  it('makes one reference for two requests at once', async () => {
    const { parent, training, campPayment } = await openPayments();
    const payables = [
      { kind: 'training' as const, id: training.id },
      { kind: 'camp' as const, id: campPayment.id },
    ];
    const [a, b] = await Promise.all([
      ensureBankReference(t.ctx.db, { parentId: parent.id, payables }),
      ensureBankReference(t.ctx.db, { parentId: parent.id, payables }),
    ]);
    expect(a?.reference).toBe(b?.reference);
    const rows = await t.ctx.db.select().from(bankReferences).where(eq(bankReferences.parentId, parent.id));
    expect(rows).toHaveLength(1);
  });

  it('draws again when the random reference is taken', async () => {
    const { parent, training, campPayment } = await openPayments();
    const draws = ['12345678901234567890123456', '12345678901234567890123456', '99999999999999999999999999'];
    let next = 0;
    const payload = () => draws[next++] as string;
    const first = await ensureBankReference(
      t.ctx.db,
      { parentId: parent.id, payables: [{ kind: 'training', id: training.id }] },
      payload,
    );
    const second = await ensureBankReference(
      t.ctx.db,
      { parentId: parent.id, payables: [{ kind: 'camp', id: campPayment.id }] },
      payload,
    );
    expect(first.reference.slice(0, 26)).toBe(draws[0]);
    expect(second.reference.slice(0, 26)).toBe(draws[2]);
  });

  it('refuses a paid payment and an unknown one, storing nothing', async () => {
    const { parent, child, session, training } = await openPayments();
    const paid = await createPayment(t.ctx.db, {
      childId: child.id,
      sessionId: session.id,
      status: 'SUCCEEDED',
    });
    const attempt = (id: string) =>
      ensureBankReference(t.ctx.db, {
        parentId: parent.id,
        payables: [
          { kind: 'training', id: training.id },
          { kind: 'training', id },
        ],
      });
    await expect(attempt(paid.id)).rejects.toMatchObject({ code: 'PAYMENT_NOT_PAYABLE', status: 409 });
    await expect(attempt('00000000-0000-4000-8000-000000000000')).rejects.toMatchObject({
      code: 'NOT_FOUND',
      status: 404,
    });
    const rows = await t.ctx.db.select().from(bankReferences).where(eq(bankReferences.parentId, parent.id));
    expect(rows).toHaveLength(0);
  });

  it('keeps the reference when a covered open payment is deleted, without that payment', async () => {
    const { parent, training, campPayment } = await openPayments();
    const made = await ensureBankReference(t.ctx.db, {
      parentId: parent.id,
      payables: [
        { kind: 'training', id: training.id },
        { kind: 'camp', id: campPayment.id },
      ],
    });
    await t.ctx.db.delete(payments).where(eq(payments.id, training.id));
    const found = await findBankReference(t.ctx.db, made.reference);
    expect(found?.amountCents).toBe(52500);
    expect(found?.items.map((i) => i.id)).toEqual([campPayment.id]);
    const items = await t.ctx.db
      .select()
      .from(bankReferenceItems)
      .where(eq(bankReferenceItems.bankReferenceId, made.id));
    expect(items).toHaveLength(1);
  });
});

describe('findBankReference', () => {
  it('answers undefined for a reference nobody made', async () => {
    expect(await findBankReference(t.ctx.db, '210000000003139471430009017')).toBeUndefined();
  });
});
