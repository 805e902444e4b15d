import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { pushHistory, pushHistoryRecipients, pushSubscriptions } from '../../src/server/db/schema';
import {
  PersonalDataInPushError,
  PUSH_QUEUE,
  PUSH_TTL_SECONDS,
  registerPushWorker,
  sendPush,
} from '../../src/server/features/push';
import { createWebPushGateway, vapidPublicKeyOf } from '../../src/server/integrations/push';
import { createParent, createPushSubscription } from '../factories';
import { captureLog } from '../helpers/log-capture';
import { startPushEndpoint, type TestDevice } from '../helpers/push-endpoint';
import { setupTestApp, TEST_VAPID_PRIVATE_KEY } from '../helpers/test-app';

// The push path end to end: sendPush in a transaction -> pg-boss -> worker -> web-push (VAPID, aes128gcm) -> a
// local HTTPS push service that checks the signature, decrypts the message and answers as each test chooses.

const push = await startPushEndpoint();
const t = setupTestApp();

beforeAll(async () => {
  const gateway = createWebPushGateway(
    {
      privateKey: TEST_VAPID_PRIVATE_KEY,
      publicKey: vapidPublicKeyOf(TEST_VAPID_PRIVATE_KEY),
      subject: 'mailto:info@fussballschule.example',
    },
    { agent: push.agent },
  );
  await registerPushWorker(t.ctx, { gateway, retryDelaySeconds: 1, retryLimit: 2 });
});
afterAll(() => push.stop());

/** A parent with one device per given test device, registered like the browser would. */
async function parentWith(...devices: TestDevice[]) {
  const parent = await createParent(t.ctx.db, { firstName: 'Regula', lastName: 'Bürgi-Zünd' });
  const subscriptions = [];
  for (const d of devices) {
    subscriptions.push(
      await createPushSubscription(t.ctx.db, {
        userId: parent.id,
        endpoint: d.endpoint,
        p256dh: d.p256dh,
        auth: d.auth,
      }),
    );
  }
  return { parent, subscriptions };
}

async function historyOf(historyId: string) {
  const [history] = await t.ctx.db.select().from(pushHistory).where(eq(pushHistory.id, historyId));
  const recipients = await t.ctx.db
    .select()
    .from(pushHistoryRecipients)
    .where(eq(pushHistoryRecipients.pushHistoryId, historyId));
  return { history: history!, recipients };
}

function untilRecorded(historyId: string, count: number, timeout = 20_000) {
  return vi.waitFor(
    async () => {
      const { recipients } = await historyOf(historyId);
      expect(recipients).toHaveLength(count);
    },
    { timeout, interval: 100 },
  );
}

async function jobsOf(historyId: string) {
  const result = await t.ctx.db.execute<{ state: string; retry_count: number; data: { attempt: number } }>(
    sql`select state, retry_count, data from pgboss.job
        where name = ${PUSH_QUEUE} and data->>'historyId' = ${historyId} order by created_on`,
  );
  return result.rows;
}

const message = {
  title: 'Training abgesagt',
  body: 'Das Training vom Samstag fällt wegen Platzsperre aus.',
  url: '/tiz-trainings',
};

describe('sending a push', () => {
  it('delivers the encrypted message with VAPID and a TTL, and records the success', async () => {
    const device = push.device();
    const { parent, subscriptions } = await parentWith(device);

    const sent = await sendPush(t.ctx, { userIds: [parent.id], payload: message });
    expect(sent).toMatchObject({ recipientType: 'single', subscriptions: 1 });
    await untilRecorded(sent.historyId, 1);

    const [received] = push.received(device);
    expect(received!.payload).toEqual({
      title: 'Training abgesagt',
      body: 'Das Training vom Samstag fällt wegen Platzsperre aus.',
      url: '/tiz-trainings',
      icon: '/icons/icon-192.png',
      badge: '/icons/icon-192.png',
      tag: `push-${sent.historyId}`,
      requireInteraction: false,
      silent: false,
    });
    // Nothing about the parent travels with the message.
    for (const personal of [parent.id, parent.email, 'Regula', 'Bürgi']) {
      expect(received!.plaintext).not.toContain(personal);
    }
    expect(received!.ttl).toBe(PUSH_TTL_SECONDS);
    expect(received!.urgency).toBe('normal');
    expect(received!.vapid).toMatchObject({
      aud: push.origin,
      sub: 'mailto:info@fussballschule.example',
      publicKey: vapidPublicKeyOf(TEST_VAPID_PRIVATE_KEY),
    });
    expect(received!.vapid.exp * 1000).toBeGreaterThan(Date.now());

    const { history, recipients } = await historyOf(sent.historyId);
    expect(history).toMatchObject({
      title: message.title,
      targetUrl: '/tiz-trainings',
      sentTo: 1,
      failed: 0,
    });
    expect(recipients).toEqual([
      expect.objectContaining({
        userId: parent.id,
        subscriptionEndpoint: device.endpoint,
        status: 'success',
        error: null,
      }),
    ]);
    const [row] = await t.ctx.db
      .select()
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.id, subscriptions[0]!.id));
    expect(row!.lastNotificationAt).toEqual(t.clock.now());
  });

  it('deletes a subscription the push service reports gone (410) and still reaches the other device', async () => {
    const stale = push.device();
    const current = push.device();
    push.respond(stale, [410]);
    const { parent } = await parentWith(stale, current);

    const sent = await sendPush(t.ctx, { userIds: [parent.id], payload: message });
    expect(sent.subscriptions).toBe(2);
    await untilRecorded(sent.historyId, 2);

    const remaining = await t.ctx.db
      .select({ endpoint: pushSubscriptions.endpoint })
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.userId, parent.id));
    expect(remaining).toEqual([{ endpoint: current.endpoint }]);
    const { history, recipients } = await historyOf(sent.historyId);
    expect(history).toMatchObject({ sentTo: 1, failed: 1 });
    expect(recipients.find((r) => r.subscriptionEndpoint === stale.endpoint)).toMatchObject({
      status: 'failed',
      error: 'HTTP 410',
      userId: parent.id,
    });
    // One request each: a gone device is not retried.
    expect(push.received(stale)).toHaveLength(1);
    expect(push.received(current)).toHaveLength(1);
  });

  it('retries after 429 with back-off and delivers once', async () => {
    const log = captureLog();
    const device = push.device();
    push.respond(device, [429, 201]);
    const { parent } = await parentWith(device);

    const sent = await sendPush(t.ctx, { userIds: [parent.id], payload: message });
    await untilRecorded(sent.historyId, 1);

    expect(push.received(device).map((r) => r.status)).toEqual([429, 201]);
    const { history, recipients } = await historyOf(sent.historyId);
    expect(history).toMatchObject({ sentTo: 1, failed: 0 });
    expect(recipients[0]).toMatchObject({ status: 'success' });
    await vi.waitFor(async () => {
      const [job] = await jobsOf(sent.historyId);
      expect(job).toMatchObject({ state: 'completed', retry_count: 1 });
    });
    // The log names the job and the status, never the endpoint (a capability URL).
    log.stop();
    expect(log.at('warn')).toContainEqual(
      expect.objectContaining({
        msg: 'Zustellung verschoben',
        jobId: expect.stringMatching(/^[0-9a-f-]{36}$/),
        attempt: 1,
        reason: 'HTTP 429',
      }),
    );
    expect(log.text()).not.toContain(device.endpoint);
  });

  it('waits as long as Retry-After asks when that is longer than the back-off', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const device = push.device();
    push.respond(device, [{ status: 503, retryAfter: '3' }, 201]);
    const { parent } = await parentWith(device);

    const sent = await sendPush(t.ctx, { userIds: [parent.id], payload: message });
    await vi.waitFor(() => expect(push.received(device)).toHaveLength(1), { timeout: 10_000 });
    const firstAt = Date.now();
    await untilRecorded(sent.historyId, 1);
    expect(Date.now() - firstAt).toBeGreaterThanOrEqual(2_000);

    const jobs = await jobsOf(sent.historyId);
    expect(jobs.map((j) => [j.state, j.data.attempt])).toEqual([
      ['completed', 0],
      ['completed', 1],
    ]);
    expect((await historyOf(sent.historyId)).recipients[0]).toMatchObject({ status: 'success' });
    warn.mockRestore();
  });

  it('records a failure once the retries are used up, and keeps the subscription', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const device = push.device();
    push.respond(device, [500]);
    const { parent, subscriptions } = await parentWith(device);

    const sent = await sendPush(t.ctx, { userIds: [parent.id], payload: message });
    await untilRecorded(sent.historyId, 1, 25_000);

    // First attempt plus retryLimit (2) retries.
    expect(push.received(device)).toHaveLength(3);
    const { history, recipients } = await historyOf(sent.historyId);
    expect(history).toMatchObject({ sentTo: 0, failed: 1 });
    expect(recipients[0]).toMatchObject({ status: 'failed', error: 'HTTP 500 (3 Versuche)' });
    const kept = await t.ctx.db
      .select()
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.id, subscriptions[0]!.id));
    expect(kept).toHaveLength(1);
    warn.mockRestore();
  });

  it('sends to every device for "all", with a new tag per send', async () => {
    // Devices of the earlier tests answer too (one keeps failing): their retries may log.
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const [d1, d2, d3] = [push.device(), push.device(), push.device()];
    const a = await parentWith(d1, d2);
    const b = await parentWith(d3);
    const before = await t.ctx.db.select({ n: sql<number>`count(*)::int` }).from(pushSubscriptions);

    const first = await sendPush(t.ctx, { all: true, payload: message, createdBy: a.parent.id });
    const second = await sendPush(t.ctx, {
      all: true,
      payload: { title: 'Fotos online', body: 'Neue Fotos.' },
    });
    expect(first).toMatchObject({ recipientType: 'all', subscriptions: before[0]!.n });
    await untilRecorded(first.historyId, before[0]!.n);
    await untilRecorded(second.historyId, before[0]!.n);

    for (const device of [d1, d2, d3]) {
      // Two sends are delivered side by side: each device hears of both, in either order.
      const tags = push.received(device).map((r) => (r.payload as { tag: string }).tag);
      expect(tags.sort()).toEqual([`push-${first.historyId}`, `push-${second.historyId}`].sort());
    }
    const photos = push.received(d3).find((r) => (r.payload as { title: string }).title === 'Fotos online');
    expect((photos!.payload as { url: string }).url).toBe('/dashboard');
    expect((await historyOf(first.historyId)).history.createdBy).toBe(a.parent.id);
    expect(b.subscriptions).toHaveLength(1);
    warn.mockRestore();
  });

  it('sends nothing for a transaction that rolls back', async () => {
    const device = push.device();
    const { parent } = await parentWith(device);
    let historyId = '';
    await expect(
      t.ctx.db.transaction(async (tx) => {
        historyId = (await sendPush(t.ctx, { userIds: [parent.id], payload: message }, { tx })).historyId;
        throw new Error('news item failed');
      }),
    ).rejects.toThrow('news item failed');

    // A push committed afterwards reaches the device; by then the other would have had its chance.
    const marker = await sendPush(t.ctx, { userIds: [parent.id], payload: { title: 'Danach', body: 'x' } });
    await untilRecorded(marker.historyId, 1);
    expect(push.received(device).map((r) => (r.payload as { title: string }).title)).toEqual(['Danach']);
    expect(await jobsOf(historyId)).toEqual([]);
    expect(await t.ctx.db.select().from(pushHistory).where(eq(pushHistory.id, historyId))).toEqual([]);
  });

  it('refuses texts that are too long, empty, link elsewhere or carry an AHV number', async () => {
    const parent = await createParent(t.ctx.db);
    const refuse = (payload: { title: string; body: string; url?: string }) =>
      sendPush(t.ctx, { userIds: [parent.id], payload });
    await expect(refuse({ title: 'x'.repeat(51), body: 'ok' })).rejects.toThrow();
    await expect(refuse({ title: '  ', body: 'ok' })).rejects.toThrow();
    await expect(refuse({ title: 'ok', body: 'x'.repeat(201) })).rejects.toThrow();
    await expect(refuse({ title: 'ok', body: 'ok', url: 'https://evil.example/' })).rejects.toThrow();
    await expect(refuse({ title: 'ok', body: 'ok', url: '//evil.example/' })).rejects.toThrow();
    await expect(refuse({ title: 'AHV', body: 'Nummer 756.1234.5678.97' })).rejects.toThrow(
      PersonalDataInPushError,
    );
    expect(await t.ctx.db.select().from(pushHistory).where(eq(pushHistory.title, 'AHV'))).toEqual([]);
  });

  it('a user without devices gets a history entry and no jobs', async () => {
    const parent = await createParent(t.ctx.db);
    const other = await createParent(t.ctx.db);
    const sent = await sendPush(t.ctx, { userIds: [parent.id, other.id], payload: message });
    expect(sent).toMatchObject({ recipientType: 'selected', subscriptions: 0 });
    expect(await jobsOf(sent.historyId)).toEqual([]);
    expect((await historyOf(sent.historyId)).history).toMatchObject({ sentTo: 0, failed: 0 });
  });
});
