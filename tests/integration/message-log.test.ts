import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { MessageLogPage } from '../../src/domain/message-log/message-log-api';
import { registerSignInMailWorker } from '../../src/server/auth/sign-in-mail-worker';
import { messageLog } from '../../src/server/db/schema';
import { registerPushWorker } from '../../src/server/features/push';
import { sendPush } from '../../src/server/features/push/send-push';
import { purgeExpiredRecords } from '../../src/server/features/retention/purge-expired-records';
import { registerMailWorker } from '../../src/server/integrations/mail';
import {
  createAdmin,
  createChild,
  createParent,
  createPushSubscription,
  createSession,
  linkSecondParent,
} from '../factories';
import { requestCode, sessionCookieFor, verifyCode } from '../helpers/auth';
import { startPushEndpoint } from '../helpers/push-endpoint';
import { startSmtpServer } from '../helpers/smtp-server';
import { setupTestApp, testPushGateway } from '../helpers/test-app';
import { call } from './admin-fixtures';
import { book, mailsTo, zurich } from './booking-fixtures';

// The message log (decision 051): each family mail and push listed to its parent with subject, time, channel and
// state, moved by the real workers against the SMTP stand-in and the local push service; the booking mails reach
// both parents of an accepted link once each (hitobito 1968); a sign-in code is listed without its code.

const REFUSED = /^abgewiesen/;
const smtp = await startSmtpServer({ refuseRecipient: (address) => REFUSED.test(address) });
const push = await startPushEndpoint();
const t = setupTestApp({ SMTP_URL: smtp.url, SIGN_IN_IP_LIMIT: '1000' });
const NOW = zurich('2026-06-01', '10:00');

let mailWorker = false;
/** The bulk mail worker, started once a test has looked at its mails while they wait. */
async function startMailWorker() {
  if (mailWorker) return;
  mailWorker = true;
  await registerMailWorker(t.ctx, { retryDelaySeconds: 1, retryLimit: 1 });
}

beforeAll(async () => {
  t.clock.set(NOW);
  const gateway = testPushGateway(push.agent);
  await registerPushWorker(t.ctx, { gateway, retryDelaySeconds: 1, retryLimit: 1 });
  await registerSignInMailWorker(t.ctx, { retryDelaySeconds: 1 });
});
afterAll(async () => {
  await smtp.stop();
  await push.stop();
});

async function messagesOf(cookie: string, path = '/messages'): Promise<MessageLogPage> {
  const res = await call(t, cookie, 'GET', path);
  expect(res.status, await res.clone().text()).toBe(200);
  return (await res.json()) as MessageLogPage;
}

const session = () =>
  createSession(t.ctx.db, {
    title: 'Techniktraining',
    startsAt: zurich('2026-06-10', '17:00'),
    endsAt: zurich('2026-06-10', '18:30'),
  });

describe('the message log', () => {
  it('lists a booking mail queued, then sent, to both parents of an accepted link once each; a pending one gets none', async () => {
    const db = t.ctx.db;
    const parent = await createParent(db, { firstName: 'Anna', email: 'anna.log@example.ch' });
    const child = await createChild(db, { parentId: parent.id });
    const partner = await createParent(db, { firstName: 'Beat', email: 'beat.log@example.ch' });
    await linkSecondParent(db, { parentId: parent.id, secondParentId: partner.id });
    const other = await createParent(db, { email: 'clara.log@example.ch' });
    const otherChild = await createChild(db, { parentId: other.id });
    const invited = await createParent(db, { email: 'dora.log@example.ch' });
    const otherCookie = await sessionCookieFor(t, other.id);
    const offered = await call(t, otherCookie, 'PUT', '/family/second-parent', { email: invited.email });
    expect(offered.status).toBe(200);

    const offer = await session();
    // The partner books the child of the parent: both read the mail, each addressed by name.
    const partnerCookie = await sessionCookieFor(t, partner.id);
    expect((await book(t, partnerCookie, 'trainings', offer.id, [child.id])).status).toBe(201);
    expect((await book(t, otherCookie, 'trainings', offer.id, [otherChild.id])).status).toBe(201);
    const [toParent, ...more] = await mailsTo(t, parent.email);
    expect(more).toEqual([]);
    expect(toParent?.text).toContain('Anna');
    expect((await mailsTo(t, partner.email)).map((m) => m.text)).toEqual([expect.stringContaining('Beat')]);
    // An offer that was not answered shares nothing: the invited address hears of the offer only.
    expect((await mailsTo(t, invited.email)).map((m) => m.subject)).toEqual([
      expect.stringContaining('als zweiten Elternteil'),
    ]);

    const parentCookie = await sessionCookieFor(t, parent.id);
    const queued = await messagesOf(parentCookie);
    expect(queued).toMatchObject({ page: 1, hasMore: false });
    expect(queued.items).toEqual([
      {
        id: expect.any(String),
        channel: 'mail',
        subject: toParent?.subject,
        state: 'queued',
        queuedAt: expect.any(String),
        stateAt: expect.any(String),
      },
    ]);
    expect((await messagesOf(partnerCookie)).items).toEqual([
      expect.objectContaining({ subject: toParent?.subject, state: 'queued' }),
    ]);

    await startMailWorker();
    await vi.waitFor(
      async () => {
        for (const cookie of [parentCookie, partnerCookie])
          expect((await messagesOf(cookie)).items.map((m) => m.state)).toEqual(['sent']);
      },
      { timeout: 15_000, interval: 100 },
    );
    const arrived = smtp.messages.filter((m) => m.subject === toParent?.subject);
    expect(arrived.flatMap((m) => m.envelope.to).sort()).toEqual(
      expect.arrayContaining([parent.email, partner.email]),
    );
    expect(arrived.filter((m) => m.envelope.to.includes(parent.email))).toHaveLength(1);
    expect(arrived.filter((m) => m.envelope.to.includes(partner.email))).toHaveLength(1);

    // Each parent sees only their own: the other family's booking mail is in neither list, theirs in theirs.
    const others = await messagesOf(otherCookie);
    expect(others.items.map((m) => m.subject)).toEqual([toParent?.subject]);
    expect(others.items[0]?.id).not.toBe(queued.items[0]?.id);
  });

  it('shows a mail the server refused for good as bounced', async () => {
    await startMailWorker();
    const db = t.ctx.db;
    const parent = await createParent(db, { email: 'abgewiesen.log@example.ch' });
    const child = await createChild(db, { parentId: parent.id });
    const cookie = await sessionCookieFor(t, parent.id);
    expect((await book(t, cookie, 'trainings', (await session()).id, [child.id])).status).toBe(201);
    await vi.waitFor(
      async () => expect((await messagesOf(cookie)).items.map((m) => m.state)).toEqual(['bounced']),
      { timeout: 15_000, interval: 100 },
    );
    const [row] = await db.select().from(messageLog).where(eq(messageLog.profileId, parent.id));
    expect(row?.detail).toBe('EENVELOPE 550');
  });

  it('shows a mail as failed once its attempts ran out while the mail server was unreachable', async () => {
    await startMailWorker();
    const db = t.ctx.db;
    const parent = await createParent(db);
    const child = await createChild(db, { parentId: parent.id });
    const cookie = await sessionCookieFor(t, parent.id);
    await smtp.stop();
    try {
      expect((await book(t, cookie, 'trainings', (await session()).id, [child.id])).status).toBe(201);
      await vi.waitFor(
        async () => expect((await messagesOf(cookie)).items.map((m) => m.state)).toEqual(['failed']),
        { timeout: 20_000, interval: 200 },
      );
    } finally {
      await smtp.start();
    }
    const [row] = await db.select().from(messageLog).where(eq(messageLog.profileId, parent.id));
    expect(row?.detail).toMatch(/^ECONNECTION|^ESOCKET/);
  });

  it('lists a push whose device is gone (410) as expired, and one that arrived as sent', async () => {
    const db = t.ctx.db;
    const [gone, good] = [push.device(), push.device()];
    push.respond(gone, [410]);
    const lost = await createParent(db);
    const reached = await createParent(db);
    for (const [parent, device] of [
      [lost, gone],
      [reached, good],
    ] as const) {
      await createPushSubscription(db, {
        userId: parent.id,
        endpoint: device.endpoint,
        p256dh: device.p256dh,
        auth: device.auth,
      });
    }
    await sendPush(t.ctx, {
      userIds: [lost.id, reached.id],
      payload: { title: 'Training fällt aus', body: 'Heute kein Training.' },
    });
    for (const [parent, state] of [
      [lost, 'expired'],
      [reached, 'sent'],
    ] as const) {
      const cookie = await sessionCookieFor(t, parent.id);
      await vi.waitFor(
        async () =>
          expect((await messagesOf(cookie)).items).toEqual([
            expect.objectContaining({ channel: 'push', subject: 'Training fällt aus', state }),
          ]),
        { timeout: 15_000, interval: 100 },
      );
    }
  });

  it.each([
    ['an account that exists', true],
    ['a first sign-in, which makes the account', false],
  ])('lists the sign-in code mail by its subject, without the code: %s', async (_, exists) => {
    const email = `code.${exists ? 'da' : 'neu'}.log@example.ch`;
    if (exists) await createParent(t.ctx.db, { email });
    expect((await requestCode(t, email)).status).toBe(200);
    const mail = await smtp.waitForMail((m) => m.envelope.to.includes(email));
    const code = /^(\d{6})$/m.exec(mail.text)?.[1] ?? '';
    expect(code).toMatch(/^\d{6}$/);
    const verified = await verifyCode(t, email, code);
    expect(verified.status).toBe(200);
    const cookie = verified.headers.get('set-cookie')?.split(';')[0] ?? '';
    if (!exists) {
      const onboarded = await call(t, cookie, 'POST', '/profile/onboarding', {
        firstName: 'Neu',
        lastName: 'Anmeldung',
        mobile: '079 123 45 67',
        termsAccepted: true,
      });
      expect(onboarded.status, await onboarded.clone().text()).toBe(200);
    }
    let answer = '';
    await vi.waitFor(
      async () => {
        const res = await call(t, cookie, 'GET', '/messages');
        answer = await res.text();
        expect((JSON.parse(answer) as MessageLogPage).items).toEqual([
          expect.objectContaining({ channel: 'mail', subject: mail.subject, state: 'sent' }),
        ]);
      },
      { timeout: 10_000, interval: 100 },
    );
    expect(mail.subject).toContain('Anmeldecode');
    expect(answer).not.toContain(code);
    const stored = await t.ctx.db.execute(sql`select * from message_log`);
    expect(JSON.stringify(stored.rows)).not.toContain(code);
  });

  it('shows the admin one parent’s messages, paged; 404 for an unknown parent or an admin', async () => {
    const db = t.ctx.db;
    const admin = await createAdmin(db);
    const adminCookie = await sessionCookieFor(t, admin.id);
    const parent = await createParent(db);
    await db.insert(messageLog).values(
      Array.from({ length: 3 }, (_, i) => ({
        profileId: parent.id,
        channel: 'mail' as const,
        subject: `Nachricht ${i}`,
        createdAt: new Date(NOW.getTime() + i * 60_000),
      })),
    );
    const first = await messagesOf(adminCookie, `/admin/parents/${parent.id}/messages?pageSize=2`);
    expect(first.items.map((m) => m.subject)).toEqual(['Nachricht 2', 'Nachricht 1']);
    expect(first.hasMore).toBe(true);
    const second = await messagesOf(adminCookie, `/admin/parents/${parent.id}/messages?pageSize=2&page=2`);
    expect(second.items.map((m) => m.subject)).toEqual(['Nachricht 0']);
    expect(second.hasMore).toBe(false);
    for (const id of ['unbekannt', admin.id])
      expect((await call(t, adminCookie, 'GET', `/admin/parents/${id}/messages`)).status).toBe(404);
    const bad = await call(t, adminCookie, 'GET', `/admin/parents/${parent.id}/messages?page=0`);
    expect(bad.status).toBe(400);
  });

  it('is purged 90 days after a message was queued', async () => {
    const db = t.ctx.db;
    const parent = await createParent(db);
    const day = 24 * 3600_000;
    await db.insert(messageLog).values([
      {
        profileId: parent.id,
        channel: 'mail',
        subject: 'Alt',
        createdAt: new Date(NOW.getTime() - 91 * day),
      },
      {
        profileId: parent.id,
        channel: 'push',
        subject: 'Neu',
        createdAt: new Date(NOW.getTime() - 89 * day),
      },
    ]);
    await purgeExpiredRecords(db, NOW);
    const left = await db.select().from(messageLog).where(eq(messageLog.profileId, parent.id));
    expect(left.map((row) => row.subject)).toEqual(['Neu']);
  });
});
