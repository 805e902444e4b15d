import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { pushHistory, pushHistoryRecipients, pushSubscriptions } from '../../src/server/db/schema';
import {
  deliverPushBatch,
  PUSH_QUEUE,
  type PushJob,
  pushQueue,
  registerPushWorker,
  sendPush,
} from '../../src/server/features/push';
import { createWebPushGateway, vapidPublicKeyOf } from '../../src/server/integrations/push';
import { createParent, createPushSubscription } from '../factories';
import { startPushEndpoint, type TestDevice } from '../helpers/push-endpoint';
import { setupTestApp, TEST_VAPID_PRIVATE_KEY } from '../helpers/test-app';

// The batched push worker keeps every per-device guarantee when many devices are delivered side by side: one
// outcome per device, 410 deletes, 429 retried alone, counters equal to the recorded outcomes, nothing twice.

const push = await startPushEndpoint();
const t = setupTestApp();
const gateway = createWebPushGateway(
  {
    privateKey: TEST_VAPID_PRIVATE_KEY,
    publicKey: vapidPublicKeyOf(TEST_VAPID_PRIVATE_KEY),
    subject: 'mailto:info@fussballschule.example',
  },
  { agent: push.agent },
);

beforeAll(async () => {
  // Small batches, so one send spans several batches and loops.
  await registerPushWorker(t.ctx, {
    gateway,
    retryDelaySeconds: 1,
    retryLimit: 2,
    work: { workers: 3, batchSize: 10 },
  });
});
afterAll(() => push.stop());

const message = { title: 'Trainingsplan', body: 'Der neue Trainingsplan ist online.' };

async function subscribe(userId: string, device: TestDevice) {
  return createPushSubscription(t.ctx.db, {
    userId,
    endpoint: device.endpoint,
    p256dh: device.p256dh,
    auth: device.auth,
  });
}

async function outcomesOf(historyId: string) {
  const [history] = await t.ctx.db.select().from(pushHistory).where(eq(pushHistory.id, historyId));
  const recipients = await t.ctx.db
    .select()
    .from(pushHistoryRecipients)
    .where(eq(pushHistoryRecipients.pushHistoryId, historyId));
  return { history, recipients };
}

describe('batched push delivery', () => {
  it('gives each of 45 devices one outcome: delivered, 410 deleted, 429 delivered on retry, 400 failed', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const parents = await Promise.all(Array.from({ length: 15 }, () => createParent(t.ctx.db)));
    const devices = parents.flatMap((p) =>
      [push.device(), push.device(), push.device()].map((d) => ({ p, d })),
    );
    for (const { p, d } of devices) await subscribe(p.id, d);
    const gone = devices.filter((_, i) => i % 10 === 3).map(({ d }) => d);
    const busy = devices.filter((_, i) => i % 10 === 5).map(({ d }) => d);
    const broken = devices.filter((_, i) => i % 15 === 7).map(({ d }) => d);
    for (const d of gone) push.respond(d, [410]);
    for (const d of busy) push.respond(d, [429, 201]);
    for (const d of broken) push.respond(d, [400]);

    const sent = await sendPush(t.ctx, { userIds: parents.map((p) => p.id), payload: message });
    expect(sent.subscriptions).toBe(45);
    await vi.waitFor(async () => expect((await outcomesOf(sent.historyId)).recipients).toHaveLength(45), {
      timeout: 20_000,
      interval: 100,
    });

    const { history, recipients } = await outcomesOf(sent.historyId);
    const byEndpoint = new Map(recipients.map((r) => [r.subscriptionEndpoint, r]));
    expect(byEndpoint.size).toBe(45);
    for (const { p, d } of devices) {
      const row = byEndpoint.get(d.endpoint)!;
      expect(row.userId).toBe(p.id);
      if (gone.includes(d)) expect(row).toMatchObject({ status: 'failed', error: 'HTTP 410' });
      else if (broken.includes(d)) expect(row).toMatchObject({ status: 'failed', error: 'HTTP 400' });
      else expect(row).toMatchObject({ status: 'success', error: null });
      // A 429 is asked again once; every other device exactly once.
      expect(push.received(d).map((r) => r.status)).toEqual(
        busy.includes(d) ? [429, 201] : gone.includes(d) ? [410] : broken.includes(d) ? [400] : [201],
      );
    }
    expect(history).toMatchObject({
      sentTo: 45 - gone.length - broken.length,
      failed: gone.length + broken.length,
    });

    const left = await t.ctx.db
      .select({ endpoint: pushSubscriptions.endpoint, notified: pushSubscriptions.lastNotificationAt })
      .from(pushSubscriptions)
      .where(
        inArray(
          pushSubscriptions.endpoint,
          devices.map(({ d }) => d.endpoint),
        ),
      );
    expect(left.map((s) => s.endpoint).sort()).toEqual(
      devices
        .filter(({ d }) => !gone.includes(d))
        .map(({ d }) => d.endpoint)
        .sort(),
    );
    // Only delivered devices carry the time of their last notification.
    for (const s of left) {
      const failed = broken.some((d) => d.endpoint === s.endpoint);
      expect(s.notified).toEqual(failed ? null : t.clock.now());
    }
    warn.mockRestore();
  });

  it('a batch handed out a second time notifies nobody twice', async () => {
    const parent = await createParent(t.ctx.db);
    const [a, b] = [push.device(), push.device()];
    const subs = [await subscribe(parent.id, a), await subscribe(parent.id, b)];
    const [history] = await t.ctx.db
      .insert(pushHistory)
      .values({ title: 'Zweimal', body: 'x', recipientType: 'single' })
      .returning();
    const jobs = subs.map((s, i) => ({
      id: `00000000-0000-4000-8000-00000000000${i}`,
      retryCount: 0,
      data: {
        historyId: history!.id,
        subscriptionId: s.id,
        userId: parent.id,
        endpoint: s.endpoint,
        payload: { title: 'Zweimal', body: 'x', url: '/dashboard', icon: '', badge: '', tag: 't' },
        attempt: 0,
      } as PushJob,
    }));

    expect(await deliverPushBatch(t.ctx, gateway, jobs, pushQueue())).toEqual({ retry: [] });
    expect(await deliverPushBatch(t.ctx, gateway, jobs, pushQueue())).toEqual({ retry: [] });

    expect(push.received(a)).toHaveLength(1);
    expect(push.received(b)).toHaveLength(1);
    const { history: after, recipients } = await outcomesOf(history!.id);
    expect(recipients).toHaveLength(2);
    expect(after).toMatchObject({ sentTo: 2, failed: 0 });
  });

  it('a send deleted from the history before delivery does not hold up the others in its batch', async () => {
    const parent = await createParent(t.ctx.db);
    const device = push.device();
    await subscribe(parent.id, device);
    const first = await t.ctx.db.transaction(async (tx) => {
      const doomed = await sendPush(
        t.ctx,
        { userIds: [parent.id], payload: { title: 'Gelöscht', body: 'x' } },
        { tx },
      );
      const kept = await sendPush(
        t.ctx,
        { userIds: [parent.id], payload: { title: 'Bleibt', body: 'y' } },
        { tx },
      );
      // Deleted in the same commit as the sends: its job reaches the worker without a history row.
      await tx.delete(pushHistory).where(eq(pushHistory.id, doomed.historyId));
      return { doomed, kept };
    });
    await vi.waitFor(
      async () => expect((await outcomesOf(first.kept.historyId)).recipients).toHaveLength(1),
      {
        timeout: 10_000,
        interval: 100,
      },
    );
    await vi.waitFor(
      async () => {
        const rows = await t.ctx.db.execute<{ state: string }>(
          sql`select state from pgboss.job where name = ${PUSH_QUEUE} and data->>'historyId' = ${first.doomed.historyId}`,
        );
        expect(rows.rows.map((r) => r.state)).toEqual(['completed']);
      },
      { timeout: 10_000, interval: 100 },
    );
    expect((await outcomesOf(first.kept.historyId)).history).toMatchObject({ sentTo: 1, failed: 0 });
  });
});
