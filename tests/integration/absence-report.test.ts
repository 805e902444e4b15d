import { eq } from 'drizzle-orm';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { AttendanceSheet } from '../../src/domain/attendance/attendance-api';
import type { ParticipantsResponse } from '../../src/domain/bookings/admin-participants';
import type { AbsenceReportResponse, TrainingsResponse } from '../../src/domain/bookings/contracts';
import type { TrainerOfferResponse } from '../../src/domain/trainers/trainer-api';
import { attendance, auditLog, creditPacks, payments, rsvps } from '../../src/server/db/schema';
import { assignTrainer, bookSession, createSession } from '../factories';
import { setupTestApp } from '../helpers/test-app';
import { auditRowsOf, call, errorOf, type SignedInAdmin, signedInAdmin } from './admin-fixtures';
import { type Family, signedInFamily, zurich } from './booking-fixtures';
import { signedInTrainer } from './trainer-fixtures';

// "Abwesend melden" (issue 29): before the 20-hour cutoff the ordinary cancellation with its refund; after it the
// seat stays booked and paid, the absence is recorded once and shown to the trainer, the back office and the J+S
// file; after the start it is refused, and another family's child is unknown.

const t = setupTestApp();
const DAY = '2026-05-09';
const START = zurich(DAY, '10:00');
// Friday 18:00: the cutoff (Friday 14:00) has passed, the training (Saturday 10:00) has not begun.
const AFTER_CUTOFF = zurich('2026-05-08', '18:00');
let a: SignedInAdmin;
beforeAll(async () => {
  a = await signedInAdmin(t);
});
beforeEach(() => t.clock.set(zurich('2026-05-01', '09:00')));

async function paidBooking() {
  const family = await signedInFamily(t);
  const child = family.children[0]!;
  const session = await createSession(t.ctx.db, { startsAt: START });
  const booking = await bookSession(t.ctx.db, {
    sessionId: session.id,
    childId: child.id,
    status: 'SUCCEEDED',
    method: 'STRIPE_TWINT',
  });
  return { family, child, session, ...booking };
}

const absencePath = (sessionId: string, childId: string) =>
  `/trainings/${sessionId}/registrations/${childId}/absence`;

function report(family: Family, sessionId: string, childId: string, body: object = {}) {
  return call(t, family.cookie, 'POST', absencePath(sessionId, childId), body);
}

async function rowsOf(rsvpId: string, paymentId: string, parentId: string) {
  const [rsvp] = await t.ctx.db.select().from(rsvps).where(eq(rsvps.id, rsvpId));
  const [payment] = await t.ctx.db.select().from(payments).where(eq(payments.id, paymentId));
  const packs = await t.ctx.db.select().from(creditPacks).where(eq(creditPacks.parentId, parentId));
  const audits = await auditRowsOf(t, 'training', rsvp?.sessionId ?? '');
  return { rsvp, payment, packs, audits };
}

describe('before the 20-hour cutoff', () => {
  it('is the ordinary cancellation: the registration ends and the paid unit comes back as a credit', async () => {
    const { family, child, session, rsvp, payment } = await paidBooking();
    t.clock.set(zurich('2026-05-08', '13:59'));

    const res = await report(family, session.id, child.id, { reason: 'Ferien' });

    expect(res.status).toBe(200);
    expect((await res.json()) as AbsenceReportResponse).toEqual({
      outcome: 'CANCELLED',
      cancellation: {
        outcome: 'REFUNDED',
        onTime: true,
        deadline: zurich('2026-05-08', '14:00').toISOString(),
        creditBack: 1,
        refundCents: 0,
        feeOwed: false,
      },
    });
    const rows = await rowsOf(rsvp.id, payment.id, family.parent.id);
    expect(rows.rsvp).toMatchObject({
      cancelledBy: family.parent.id,
      absenceReportedAt: null,
      absenceReason: null,
    });
    expect(rows.payment).toMatchObject({ status: 'REFUNDED' });
    expect(rows.packs).toMatchObject([{ origin: 'REFUND', creditsRemaining: 1 }]);
  });
});

describe('after the cutoff, before the start', () => {
  it('keeps the seat booked and paid and records who reported when and why, audited', async () => {
    const { family, child, session, rsvp, payment } = await paidBooking();
    t.clock.set(AFTER_CUTOFF);

    const res = await report(family, session.id, child.id, { reason: '  Fieber seit gestern ' });

    expect(res.status).toBe(200);
    const absence = { reportedAt: AFTER_CUTOFF.toISOString(), reason: 'Fieber seit gestern' };
    expect((await res.json()) as AbsenceReportResponse).toEqual({ outcome: 'REPORTED', absence });
    const rows = await rowsOf(rsvp.id, payment.id, family.parent.id);
    expect(rows.rsvp).toMatchObject({
      cancelledAt: null,
      absenceReportedAt: AFTER_CUTOFF,
      absenceReportedBy: family.parent.id,
      absenceReason: 'Fieber seit gestern',
    });
    expect(rows.payment).toEqual(payment);
    expect(rows.packs).toEqual([]);
    expect(rows.audits).toMatchObject([
      {
        actorId: family.parent.id,
        action: 'training.absence_report',
        details: { childId: child.id, registrationId: rsvp.id, withReason: true },
      },
    ]);

    // The parent's own list says so on the booking.
    const list = (await (await call(t, family.cookie, 'GET', '/trainings')).json()) as TrainingsResponse;
    const listed = list.upcoming.find((s) => s.id === session.id);
    expect(listed?.registrations).toMatchObject([{ childId: child.id, absence }]);
  });

  it('shows the trainer, the participants panel, the attendance sheet and the J+S file an excused absence', async () => {
    const { family, child, session } = await paidBooking();
    t.clock.set(AFTER_CUTOFF);
    expect((await report(family, session.id, child.id, { reason: 'krank' })).status).toBe(200);
    const absence = { reportedAt: AFTER_CUTOFF.toISOString(), reason: 'krank' };
    t.clock.set(zurich(DAY, '10:05'));
    // Signed in at the pitch: a trainer's session is short (decision 050).
    const coach = await signedInTrainer(t);
    await assignTrainer(t.ctx.db, { sessionId: session.id, trainerId: coach.trainer.id });

    const offer = (await (
      await call(t, coach.cookie, 'GET', `/trainer/trainings/${session.id}`)
    ).json()) as TrainerOfferResponse;
    expect(offer.participants).toMatchObject([{ childId: child.id, marks: { [DAY]: 'absent' }, absence }]);

    const panel = (await (
      await call(t, a.cookie, 'GET', `/admin/trainings/${session.id}/participants`)
    ).json()) as ParticipantsResponse;
    expect(panel.participants).toMatchObject([{ childId: child.id, absence }]);

    const sheet = (await (
      await call(t, a.cookie, 'GET', `/admin/trainings/${session.id}/attendance`)
    ).json()) as AttendanceSheet;
    expect(sheet.participants).toMatchObject([{ childId: child.id, marks: { [DAY]: 'absent' }, absence }]);

    // "Alle anwesend" does not mark a reported child present.
    const all = await call(
      t,
      a.cookie,
      'POST',
      `/admin/trainings/${session.id}/attendance/${DAY}/all-present`,
    );
    expect(await all.json()).toEqual({ marked: 0 });
    expect(await t.ctx.db.select().from(attendance).where(eq(attendance.sessionId, session.id))).toEqual([]);

    const csv = await (
      await call(
        t,
        a.cookie,
        'GET',
        `/admin/trainings/js-course.csv?trainerId=${coach.trainer.id}&from=${DAY}&to=${DAY}`,
      )
    ).text();
    const line = csv.split('\r\n').find((l) => l.includes(child.lastName));
    expect(line?.split(';').at(-1)).toBe('abwesend');
  });

  it('changes nothing when reported twice: the first report stands', async () => {
    const { family, child, session, rsvp, payment } = await paidBooking();
    t.clock.set(AFTER_CUTOFF);
    expect((await report(family, session.id, child.id, { reason: 'krank' })).status).toBe(200);
    const before = await rowsOf(rsvp.id, payment.id, family.parent.id);
    t.clock.set(zurich('2026-05-08', '19:00'));

    const again = await report(family, session.id, child.id, { reason: 'doch Ferien' });

    expect(again.status).toBe(200);
    expect(await again.json()).toEqual({
      outcome: 'REPORTED',
      absence: { reportedAt: AFTER_CUTOFF.toISOString(), reason: 'krank' },
    });
    expect(await rowsOf(rsvp.id, payment.id, family.parent.id)).toEqual(before);
  });

  it("answers 404 for another family's child and changes nothing", async () => {
    const { family, child, session, rsvp, payment } = await paidBooking();
    const other = await signedInFamily(t);
    t.clock.set(AFTER_CUTOFF);
    const before = await rowsOf(rsvp.id, payment.id, family.parent.id);

    const res = await report(other, session.id, child.id);

    expect(res.status).toBe(404);
    expect(await rowsOf(rsvp.id, payment.id, family.parent.id)).toEqual(before);
  });

  it('refuses a reason longer than 200 characters and changes nothing', async () => {
    const { family, child, session, rsvp, payment } = await paidBooking();
    t.clock.set(AFTER_CUTOFF);
    const before = await rowsOf(rsvp.id, payment.id, family.parent.id);

    const res = await report(family, session.id, child.id, { reason: 'x'.repeat(201) });

    expect(res.status).toBe(400);
    expect(await errorOf(res)).toMatchObject({ code: 'VALIDATION' });
    expect(await rowsOf(rsvp.id, payment.id, family.parent.id)).toEqual(before);
  });
});

describe('after the start', () => {
  it('is refused with a German explanation and changes nothing', async () => {
    const { family, child, session, rsvp, payment } = await paidBooking();
    t.clock.set(zurich(DAY, '10:00'));
    const before = await rowsOf(rsvp.id, payment.id, family.parent.id);
    const audits = await t.ctx.db.select().from(auditLog);

    const res = await report(family, session.id, child.id, { reason: 'verschlafen' });

    expect(res.status).toBe(409);
    const body = (await res.json()) as { error: { code: string; message: string } };
    expect(body.error).toEqual({
      code: 'ABSENCE_AFTER_START',
      message:
        'Das Training hat bereits begonnen: eine Abwesenheit kann nur bis zum Trainingsbeginn gemeldet werden.',
    });
    expect(await rowsOf(rsvp.id, payment.id, family.parent.id)).toEqual(before);
    expect(await t.ctx.db.select().from(auditLog)).toEqual(audits);
  });
});
