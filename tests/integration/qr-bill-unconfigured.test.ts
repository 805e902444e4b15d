import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { bankReferences } from '../../src/server/db/schema';
import { sendDueReminders } from '../../src/server/features/reminders/send-due-reminders';
import {
  bookSession,
  createCamp,
  createCampPayment,
  createCampRsvp,
  createChild,
  createParent,
  createSession,
} from '../factories';
import { sessionCookieFor } from '../helpers/auth';
import { setupTestApp } from '../helpers/test-app';
import { signedInAdmin } from './admin-fixtures';
import { mailsTo } from './booking-fixtures';

// Without a QR-IBAN (PROVIDER_QR_IBAN=none, or unset in production) there is no QR-bill anywhere: the web is told
// to hide it, and every download answers 404 storing nothing.

const t = setupTestApp({ PROVIDER_QR_IBAN: 'none' });

describe('QR-bill without a QR-IBAN', () => {
  it('is hidden and every download answers 404', async () => {
    const parent = await createParent(t.ctx.db);
    const child = await createChild(t.ctx.db, { parentId: parent.id });
    const { payment } = await bookSession(t.ctx.db, {
      sessionId: (await createSession(t.ctx.db)).id,
      childId: child.id,
    });
    const parentCookie = await sessionCookieFor(t, parent.id);
    const { cookie: adminCookie } = await signedInAdmin(t);

    const branding = (await (await t.request('/api/branding')).json()) as { qrBill: boolean };
    expect(branding.qrBill).toBe(false);
    for (const [cookie, path] of [
      [parentCookie, `/api/payments/training/${payment.id}/qr-bill.pdf`],
      [parentCookie, '/api/payments/qr-bill.pdf'],
      [adminCookie, `/api/admin/payments/training/${payment.id}/qr-bill.pdf`],
    ] as const) {
      const response = await t.request(path, { headers: { cookie } });
      expect(response.status, path).toBe(404);
    }
    expect(
      await t.ctx.db.select().from(bankReferences).where(eq(bankReferences.parentId, parent.id)),
    ).toEqual([]);
  });

  it('leaves the QR-bill out of the open-payment reminder', async () => {
    const parent = await createParent(t.ctx.db);
    const child = await createChild(t.ctx.db, { parentId: parent.id });
    const camp = await createCamp(t.ctx.db, { name: 'Sommercamp', startDate: '2026-08-10' });
    const bookedAt = new Date('2026-07-20T10:00:00Z');
    const rsvp = await createCampRsvp(t.ctx.db, { campId: camp.id, childId: child.id, createdAt: bookedAt });
    await createCampPayment(t.ctx.db, { campId: camp.id, childId: child.id, campRsvpId: rsvp.id });
    t.clock.set(new Date('2026-07-23T10:00:00Z'));
    await sendDueReminders(t.ctx);

    const [mail, ...more] = await mailsTo(t, parent.email);
    expect(more).toEqual([]);
    expect(mail?.subject).toContain('Offene Zahlung');
    expect(mail?.text).not.toContain('QR-Rechnung');
    expect(mail?.html).not.toContain('qr-bill.pdf');
  });
});
