import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import type { TrainingCancellationResponse } from '../../src/domain/bookings/contracts';
import type { AdminPaymentsPage } from '../../src/domain/payments/admin-payments-api';
import type {
  OpenPaymentsCount,
  PaymentHistoryPage,
  PaymentsOverview,
} from '../../src/domain/payments/payments-api';
import { payments, rsvps } from '../../src/server/db/schema';
import { bookSession, createCreditPack, createSession, type Session } from '../factories';
import { sessionCookieFor } from '../helpers/auth';
import { setupTestApp } from '../helpers/test-app';
import { call, signedInAdmin } from './admin-fixtures';
import { cancel, type Family, mailsTo, signedInFamily, zurich } from './booking-fixtures';

// Decision 029 (amending 007): a training cancelled 20 hours or less before its start owes its CHF 25 whether or
// not it was paid yet. The open payment stays due, marked as a late cancellation for the parent and the admin, and
// can be paid as before; cancelling on time stays free, and a training the provider deletes owes nothing.

const t = setupTestApp();
const START = zurich('2026-05-09', '10:00');
const DEADLINE = zurich('2026-05-08', '14:00');

beforeEach(() => t.clock.set(zurich('2026-05-01', '09:00')));

async function booked(state: { status?: 'FAILED' } = {}) {
  const session = await createSession(t.ctx.db, { startsAt: START });
  const family = await signedInFamily(t);
  const child = family.children[0]!;
  const booking = await bookSession(t.ctx.db, { sessionId: session.id, childId: child.id, ...state });
  return { session, family, child, ...booking };
}

async function cancelledAt(now: Date, family: Family, session: Session, childId: string) {
  t.clock.set(now);
  const response = await cancel(
    t,
    await sessionCookieFor(t, family.parent.id),
    'trainings',
    session.id,
    childId,
  );
  expect(response.status).toBe(200);
  return (await response.json()) as TrainingCancellationResponse;
}

async function paymentRow(id: string) {
  const [row] = await t.ctx.db.select().from(payments).where(eq(payments.id, id));
  return row;
}

async function read<T>(family: Family, path: string): Promise<T> {
  const response = await t.request(`/api${path}`, {
    headers: { cookie: await sessionCookieFor(t, family.parent.id) },
  });
  expect(response.status, path).toBe(200);
  return (await response.json()) as T;
}

describe('a late cancellation of an unpaid training', () => {
  it.each([
    ['exactly at the deadline', DEADLINE],
    ['a minute before the start', new Date(START.getTime() - 60_000)],
  ])('%s: the CHF 25 stays owed, the open payment is kept and marked', async (_label, now) => {
    const { session, family, child, rsvp, payment } = await booked();

    const answer = await cancelledAt(now, family, session, child.id);

    expect(answer).toEqual({
      outcome: 'NO_REFUND',
      onTime: false,
      deadline: DEADLINE.toISOString(),
      creditBack: 0,
      refundCents: 0,
      feeOwed: true,
    });
    expect(await paymentRow(payment.id)).toMatchObject({
      status: 'REQUIRES_PAYMENT',
      amountCents: 2500,
      rsvpId: rsvp.id,
      lateCancelledAt: now,
      updatedAt: now,
    });
    const [registration] = await t.ctx.db.select().from(rsvps).where(eq(rsvps.id, rsvp.id));
    expect(registration?.cancelledAt).toEqual(now);
    const [mail] = await mailsTo(t, family.parent.email);
    expect(mail?.text).toContain(
      'Die Abmeldung erfolgte 20 Stunden oder weniger vor Beginn: Die CHF\u00a025.00 bleiben geschuldet, es gibt kein Guthaben.',
    );
    expect(mail?.text).not.toContain('kostenlos');
  });

  it('is shown to the parent as an open payment of a late cancellation, counted on the dashboard, and payable', async () => {
    const { session, family, child, payment } = await booked();
    await createCreditPack(t.ctx.db, { parentId: family.parent.id });
    await cancelledAt(zurich('2026-05-09', '08:00'), family, session, child.id);

    const overview = await read<PaymentsOverview>(family, '/payments');
    expect(overview.openPayments).toMatchObject([
      {
        kind: 'training',
        id: payment.id,
        status: 'REQUIRES_PAYMENT',
        amountCents: 2500,
        lateCancellation: true,
        canPayOnline: true,
        canPayWithCredit: true,
      },
    ]);
    expect(await read<OpenPaymentsCount>(family, '/payments/open-count')).toEqual({ count: 1, failed: 0 });
    const history = await read<PaymentHistoryPage>(family, '/payments/history');
    expect(history.items.find((item) => item.id === payment.id)).toMatchObject({ lateCancellation: true });

    const paid = await t.request('/api/payments/credit', {
      method: 'POST',
      headers: { cookie: await sessionCookieFor(t, family.parent.id) },
      json: { paymentId: payment.id },
    });
    expect(paid.status).toBe(200);
    expect(await paymentRow(payment.id)).toMatchObject({ status: 'SUCCEEDED', method: 'CREDIT' });
    expect(await read<OpenPaymentsCount>(family, '/payments/open-count')).toEqual({ count: 0, failed: 0 });
  });

  it('keeps a failed payment failed, owed and marked', async () => {
    const { session, family, child, payment } = await booked({ status: 'FAILED' });

    const answer = await cancelledAt(zurich('2026-05-09', '09:00'), family, session, child.id);

    expect(answer).toMatchObject({ outcome: 'NO_REFUND', feeOwed: true });
    expect(await paymentRow(payment.id)).toMatchObject({ status: 'FAILED' });
    expect((await paymentRow(payment.id))?.lateCancelledAt).not.toBeNull();
    expect(await read<OpenPaymentsCount>(family, '/payments/open-count')).toEqual({ count: 0, failed: 1 });
  });

  it('is marked in the admin’s payments list', async () => {
    const { session, family, child, payment } = await booked();
    const other = await booked();
    await cancelledAt(zurich('2026-05-09', '08:00'), family, session, child.id);
    const admin = await signedInAdmin(t);

    const response = await call(t, admin.cookie, 'GET', '/admin/payments?status=open');
    expect(response.status).toBe(200);
    const page = (await response.json()) as AdminPaymentsPage;
    expect(page.items.find((p) => p.id === payment.id)).toMatchObject({
      status: 'REQUIRES_PAYMENT',
      lateCancellation: true,
    });
    expect(page.items.find((p) => p.id === other.payment.id)).toMatchObject({ lateCancellation: false });
  });

  it('applies to an admin removing the child late as well', async () => {
    const { session, child, payment } = await booked();
    t.clock.set(zurich('2026-05-09', '08:00'));
    const admin = await signedInAdmin(t);

    const response = await call(
      t,
      admin.cookie,
      'DELETE',
      `/admin/trainings/${session.id}/participants/${child.id}`,
    );

    expect(response.status).toBe(200);
    expect(await paymentRow(payment.id)).toMatchObject({ status: 'REQUIRES_PAYMENT' });
    expect((await paymentRow(payment.id))?.lateCancelledAt).toEqual(zurich('2026-05-09', '08:00'));
  });
});

describe('what stays free', () => {
  it('on time, the unpaid payment is released as before (decision 007)', async () => {
    const { session, family, child, payment } = await booked();

    const answer = await cancelledAt(new Date(DEADLINE.getTime() - 1000), family, session, child.id);

    expect(answer).toMatchObject({ outcome: 'NO_PAYMENT', onTime: true, feeOwed: false });
    expect(await paymentRow(payment.id)).toBeUndefined();
    expect(await read<OpenPaymentsCount>(family, '/payments/open-count')).toEqual({ count: 0, failed: 0 });
  });

  it('a training the provider deletes late owes nothing unpaid', async () => {
    const { session, family, payment } = await booked();
    t.clock.set(zurich('2026-05-09', '08:00'));
    const admin = await signedInAdmin(t);

    const response = await call(t, admin.cookie, 'DELETE', `/admin/trainings/${session.id}`, {
      cancelBookings: true,
    });

    expect(response.status).toBe(200);
    expect(await paymentRow(payment.id)).toBeUndefined();
    expect(await read<OpenPaymentsCount>(family, '/payments/open-count')).toEqual({ count: 0, failed: 0 });
  });
});
