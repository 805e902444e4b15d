import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type {
  AdminPushHistoryPage,
  AdminPushHistoryResponse,
  AdminPushParentIds,
  AdminPushParentsPage,
  AdminPushRecipientsPage,
  AdminPushSendResponse,
  AdminPushStats,
  AdminPushSubscribersPage,
} from '../../src/domain/push/admin-push-api';
import { pushHistory, pushHistoryRecipients, pushSubscriptions } from '../../src/server/db/schema';
import { registerPushWorker } from '../../src/server/features/push';
import { createAdmin, createParent, createPushHistory, createPushSubscription } from '../factories';
import { startPushEndpoint, type TestDevice } from '../helpers/push-endpoint';
import { setupTestApp, testPushGateway } from '../helpers/test-app';
import { auditRowsOf, call, errorOf, type SignedInAdmin, signedInAdmin } from './admin-fixtures';

// /api/admin/push: the "Push" screen. Sends go through the push service (one job per device, delivered by the
// worker to a local HTTPS push service), the history records the recipient type, target, counts and each
// parent's outcome; the compose rules and an AHV number answer a German 400 and store nothing.

const push = await startPushEndpoint();
const t = setupTestApp();
let a: SignedInAdmin;

beforeAll(async () => {
  a = await signedInAdmin(t);
  const gateway = testPushGateway(push.agent);
  await registerPushWorker(t.ctx, { gateway, retryDelaySeconds: 1, retryLimit: 1 });
});
afterAll(() => push.stop());

async function json<T>(res: Response, status = 200): Promise<T> {
  expect(res.status, await res.clone().text()).toBe(status);
  return (await res.json()) as T;
}

const get = <T>(path: string) => call(t, a.cookie, 'GET', `/admin/push${path}`).then((r) => json<T>(r));
const send = (body: unknown) => call(t, a.cookie, 'POST', '/admin/push', body);

/** A parent with one subscribed device per test device (answering as the test tells the push service). */
async function parentWith(
  names: { firstName: string; lastName: string; email?: string },
  ...devices: TestDevice[]
) {
  const parent = await createParent(t.ctx.db, names);
  for (const d of devices) {
    await createPushSubscription(t.ctx.db, {
      userId: parent.id,
      endpoint: d.endpoint,
      p256dh: d.p256dh,
      auth: d.auth,
    });
  }
  return parent;
}

async function historyCount() {
  const [row] = await t.ctx.db.select({ n: sql<number>`count(*)::int` }).from(pushHistory);
  return row!.n;
}

/** Waits until every device of the send has its outcome, and answers the history as the screen polls it. */
function delivered(historyId: string, devices: number) {
  return vi.waitFor(
    async () => {
      const { history } = await get<AdminPushHistoryResponse>(`/history/${historyId}`);
      expect(history.sentTo + history.failed).toBe(devices);
      return history;
    },
    { timeout: 20_000, interval: 200 },
  );
}

const message = { title: 'Training fällt aus', body: 'Heute kein Training wegen Gewitter.' };

describe('stats', () => {
  it('counts devices, parents with push and devices per parent with one decimal', async () => {
    const empty = await get<AdminPushStats>('/stats');
    expect(empty).toEqual({ devices: 0, parents: 0, averageDevicesPerParent: 0 });
    await parentWith({ firstName: 'Anna', lastName: 'Zwei' }, push.device(), push.device());
    await parentWith({ firstName: 'Beat', lastName: 'Eins' }, push.device());
    await parentWith({ firstName: 'Cla', lastName: 'Eins' }, push.device());
    expect(await get<AdminPushStats>('/stats')).toEqual({
      devices: 4,
      parents: 3,
      averageDevicesPerParent: 1.3,
    });
  });
});

describe('compose rules', () => {
  it.each([
    [{ ...message, title: '   ' }, ['title']],
    [{ ...message, body: '' }, ['body']],
    [{ ...message, title: 'x'.repeat(51) }, ['title']],
    [{ ...message, body: 'x'.repeat(201) }, ['body']],
    [{ ...message, targetUrl: '/admin' }, ['targetUrl']],
    [{ ...message, targetUrl: 'https://evil.example/' }, ['targetUrl']],
    [{ ...message, recipients: 'selected', userIds: [] }, ['userIds']],
  ])('refuses %j (400, nothing sent)', async (body, fields) => {
    const before = await historyCount();
    const res = await send(body);
    expect(res.status).toBe(400);
    expect(await errorOf(res)).toMatchObject({ code: 'VALIDATION', details: { fields } });
    expect(await historyCount()).toBe(before);
  });

  it('refuses an AHV number in title or message with a German 400 and stores nothing', async () => {
    const before = await historyCount();
    for (const body of [
      { ...message, body: 'Bitte AHV 756.1234.5678.97 nachreichen' },
      { ...message, title: '7561234567897' },
    ]) {
      const res = await send(body);
      expect(res.status).toBe(400);
      const error = (await res.json()) as { error: { code: string; message: string } };
      expect(error.error).toEqual({
        code: 'PUSH_CONTAINS_AHV',
        message: 'Push-Benachrichtigungen dürfen keine AHV-Nummer enthalten.',
      });
    }
    expect(await historyCount()).toBe(before);
  });
});

describe('sending', () => {
  it('to selected parents: delivered and failed counted, each parent with their state and the counts per state, the gone device removed', async () => {
    const good = push.device();
    const gone = push.device();
    push.respond(gone, [410]);
    const reached = await parentWith({ firstName: 'Regula', lastName: 'Ausgewählt' }, good);
    const lost = await parentWith({ firstName: 'Urs', lastName: 'Ausgewählt' }, gone);

    const sent = await json<AdminPushSendResponse>(
      await send({ ...message, targetUrl: '/camps', recipients: 'selected', userIds: [reached.id, lost.id] }),
      201,
    );
    expect(sent.devices).toBe(2);
    expect(sent.history).toMatchObject({
      recipientType: 'selected',
      targetUrl: '/camps',
      sentTo: 0,
      failed: 0,
    });
    const history = await delivered(sent.history.id, 2);
    expect(history).toMatchObject({ sentTo: 1, failed: 1, title: message.title, body: message.body });

    expect(push.received(good)[0]!.payload).toMatchObject({ ...message, url: '/camps' });
    const recipients = await get<AdminPushRecipientsPage>(`/history/${sent.history.id}/recipients`);
    expect(recipients.items).toEqual([
      { userId: reached.id, parentName: 'Regula Ausgewählt', parentEmail: reached.email, state: 'sent' },
      // 410: the push service no longer knows the device (decision 051: "Abgelaufen").
      { userId: lost.id, parentName: 'Urs Ausgewählt', parentEmail: lost.email, state: 'expired' },
    ]);
    expect(recipients.counts).toEqual({
      queued: 0,
      sent: 1,
      delivered: 0,
      bounced: 0,
      failed: 0,
      expired: 1,
    });
    expect(
      await t.ctx.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.endpoint, gone.endpoint)),
    ).toEqual([]);
    expect(await auditRowsOf(t, 'push', sent.history.id)).toEqual([
      expect.objectContaining({ action: 'push.send', actorId: a.admin.id }),
    ]);
  });

  it('to one parent is recorded as single, and a parent with two devices counts once as success', async () => {
    const [d1, d2] = [push.device(), push.device()];
    push.respond(d2, [404]);
    const parent = await parentWith({ firstName: 'Sina', lastName: 'Einzeln' }, d1, d2);
    const sent = await json<AdminPushSendResponse>(
      await send({ ...message, recipients: 'selected', userIds: [parent.id] }),
      201,
    );
    expect(sent.history.recipientType).toBe('single');
    await delivered(sent.history.id, 2);
    const recipients = await get<AdminPushRecipientsPage>(`/history/${sent.history.id}/recipients`);
    expect(recipients.items).toEqual([expect.objectContaining({ userId: parent.id, state: 'sent' })]);
    expect(recipients.counts).toMatchObject({ sent: 1, expired: 0, failed: 0 });
  });

  it('to all parents reaches every device, to /dashboard by default', async () => {
    const device = push.device();
    await parentWith({ firstName: 'Alle', lastName: 'Erreicht' }, device);
    const { devices } = await get<AdminPushStats>('/stats');
    const sent = await json<AdminPushSendResponse>(await send(message), 201);
    expect(sent).toMatchObject({ devices, history: { recipientType: 'all', targetUrl: '/dashboard' } });
    await delivered(sent.history.id, devices);
    expect(push.received(device).at(-1)!.payload).toMatchObject({ url: '/dashboard' });
  });
});

describe('admins are not parents', () => {
  it('"an alle Eltern" never reaches an admin’s device; counts, devices and the picker leave admins out', async () => {
    const before = await get<AdminPushStats>('/stats');
    const adminDevice = push.device();
    const other = await createAdmin(t.ctx.db, { firstName: 'Adrian', lastName: 'Verwalter' });
    for (const [userId, d] of [
      [a.admin.id, adminDevice],
      [other.id, push.device()],
    ] as const) {
      await createPushSubscription(t.ctx.db, {
        userId,
        endpoint: d.endpoint,
        p256dh: d.p256dh,
        auth: d.auth,
      });
    }
    const parentDevice = push.device();
    await parentWith({ firstName: 'Nur', lastName: 'Elternteil' }, parentDevice);

    const stats = await get<AdminPushStats>('/stats');
    expect([stats.devices, stats.parents]).toEqual([before.devices + 1, before.parents + 1]);
    const subscribers = await get<AdminPushSubscribersPage>('/subscribers?pageSize=100');
    expect(subscribers.items.map((s) => s.userId)).not.toContain(a.admin.id);
    expect(subscribers.items.map((s) => s.userId)).not.toContain(other.id);
    expect((await get<AdminPushParentsPage>('/parents?q=Verwalter')).items).toEqual([]);
    expect(await get<AdminPushParentIds>('/parents/ids?q=Verwalter')).toEqual({ userIds: [] });

    const sent = await json<AdminPushSendResponse>(await send(message), 201);
    expect(sent.devices).toBe(stats.devices);
    await delivered(sent.history.id, sent.devices);
    expect(push.received(parentDevice)).toHaveLength(1);
    expect(push.received(adminDevice)).toEqual([]);
  });
});

describe('history', () => {
  it('is newest first and paged; a send without recipients answers an empty recipients list', async () => {
    const older = await createPushHistory(t.ctx.db, {
      title: 'Älter',
      createdAt: new Date('2031-01-01T08:00:00Z'),
    });
    const newer = await createPushHistory(t.ctx.db, {
      title: 'Neuer',
      createdAt: new Date('2031-01-02T08:00:00Z'),
    });
    const page = await get<AdminPushHistoryPage>('/history?pageSize=2');
    expect(page.items.map((h) => h.id)).toEqual([newer.id, older.id]);
    expect(page.hasMore).toBe(true);
    expect(page.items[0]).toMatchObject({ body: newer.body, recipientType: 'all', createdByName: null });
    expect((await get<AdminPushRecipientsPage>(`/history/${older.id}/recipients`)).items).toEqual([]);
  });

  it('deletes an entry with its recipients (audited); an unknown one is 404', async () => {
    const parent = await createParent(t.ctx.db);
    const history = await createPushHistory(t.ctx.db, {
      recipients: [{ userId: parent.id, status: 'success' }],
    });
    const res = await call(t, a.cookie, 'DELETE', `/admin/push/history/${history.id}`);
    expect(res.status).toBe(204);
    expect(await t.ctx.db.select().from(pushHistory).where(eq(pushHistory.id, history.id))).toEqual([]);
    expect(
      await t.ctx.db
        .select()
        .from(pushHistoryRecipients)
        .where(eq(pushHistoryRecipients.pushHistoryId, history.id)),
    ).toEqual([]);
    expect((await auditRowsOf(t, 'push', history.id)).map((r) => r.action)).toEqual(['push.delete']);
    expect((await call(t, a.cookie, 'DELETE', `/admin/push/history/${history.id}`)).status).toBe(404);
    expect((await call(t, a.cookie, 'GET', `/admin/push/history/${history.id}/recipients`)).status).toBe(404);
  });

  it('refuses to delete a send whose devices still wait (409) and keeps it', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const device = push.device();
    push.respond(device, [{ status: 429, retryAfter: '3600' }]);
    const parent = await parentWith({ firstName: 'Wartet', lastName: 'Noch' }, device);
    const sent = await json<AdminPushSendResponse>(
      await send({ ...message, recipients: 'selected', userIds: [parent.id] }),
      201,
    );
    const res = await call(t, a.cookie, 'DELETE', `/admin/push/history/${sent.history.id}`);
    expect(res.status).toBe(409);
    expect((await errorOf(res)).code).toBe('PUSH_DELIVERY_PENDING');
    expect(await t.ctx.db.select().from(pushHistory).where(eq(pushHistory.id, sent.history.id))).toHaveLength(
      1,
    );
    warn.mockRestore();
  });
});

describe('subscribers and the parent picker', () => {
  it('lists every device with its parent, newest first, paged; a device without info answers null', async () => {
    const parent = await createParent(t.ctx.db, { firstName: 'Gerät', lastName: 'Ohne' });
    const bare = await createPushSubscription(t.ctx.db, {
      userId: parent.id,
      deviceInfo: null,
      createdAt: new Date('2032-01-01T08:00:00Z'),
    });
    const page = await get<AdminPushSubscribersPage>('/subscribers?pageSize=1');
    expect(page.items).toEqual([
      {
        subscriptionId: bare.id,
        userId: parent.id,
        parentName: 'Gerät Ohne',
        parentEmail: parent.email,
        deviceInfo: null,
        subscribedAt: '2032-01-01T08:00:00.000Z',
        lastNotificationAt: null,
      },
    ]);
    expect(page.hasMore).toBe(true);
  });

  it('finds parents with a device by name or e-mail, case-insensitive; select all takes every match', async () => {
    const with2 = await parentWith(
      { firstName: 'Mirjam', lastName: 'Pickerli', email: 'mirjam.pickerli@example.ch' },
      push.device(),
      push.device(),
    );
    const other = await parentWith(
      { firstName: 'Thomas', lastName: 'Pickerli', email: 'tom@example.ch' },
      push.device(),
    );
    await createParent(t.ctx.db, { firstName: 'Ohne', lastName: 'Pickerli' }); // no device: never listed

    const byName = await get<AdminPushParentsPage>('/parents?q=PICKERLI');
    expect(byName.items).toEqual([
      { userId: with2.id, parentName: 'Mirjam Pickerli', parentEmail: with2.email, subscriptionCount: 2 },
      { userId: other.id, parentName: 'Thomas Pickerli', parentEmail: other.email, subscriptionCount: 1 },
    ]);
    expect(byName.totalWithPush).toBe((await get<AdminPushStats>('/stats')).parents);
    const byEmail = await get<AdminPushParentsPage>('/parents?q=Mirjam.Pickerli@EXAMPLE');
    expect(byEmail.items.map((p) => p.userId)).toEqual([with2.id]);
    expect((await get<AdminPushParentsPage>('/parents?q=niemand-heisst-so')).items).toEqual([]);

    expect(await get<AdminPushParentIds>('/parents/ids?q=pickerli')).toEqual({
      userIds: [with2.id, other.id],
    });
  });
});
