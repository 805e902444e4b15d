import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { PUSH_QUEUE, registerPushWorker, sendPush } from '../../src/server/features/push';
import { enqueueMail, MAIL_QUEUE, registerMailWorker } from '../../src/server/integrations/mail';
import { createWebPushGateway, vapidPublicKeyOf } from '../../src/server/integrations/push';
import { createParent, createPushSubscription } from '../factories';
import { startPushEndpoint } from '../helpers/push-endpoint';
import { startSmtpServer } from '../helpers/smtp-server';
import { setupTestApp, TEST_VAPID_PRIVATE_KEY } from '../helpers/test-app';

// Parents' requests go before background work (decision 047): while the app is answering a request, the mail and
// push workers hold what they have taken, and deliver it once the answer is out. The workers' bound on that wait is
// set far beyond the test here, so only the request's end can let the work go (the bound itself:
// requests-in-flight.test.ts).

const HOLD_MS = 120_000;
const smtp = await startSmtpServer();
const push = await startPushEndpoint();
const t = setupTestApp({ SMTP_URL: smtp.url });

beforeAll(async () => {
  await registerMailWorker(t.ctx, { retryDelaySeconds: 1, yieldMs: HOLD_MS });
  const gateway = createWebPushGateway(
    {
      privateKey: TEST_VAPID_PRIVATE_KEY,
      publicKey: vapidPublicKeyOf(TEST_VAPID_PRIVATE_KEY),
      subject: 'mailto:info@fussballschule.example',
    },
    { agent: push.agent },
  );
  await registerPushWorker(t.ctx, { gateway, retryDelaySeconds: 1, yieldMs: HOLD_MS });
});
afterAll(async () => {
  await smtp.stop();
  await push.stop();
});

/** A code request the app is still answering: its body arrives only when `finish` is called. */
function heldRequest() {
  const encoder = new TextEncoder();
  let finish = () => {};
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(encoder.encode('{"email":'));
      finish = () => {
        // A new address each time: a second code for one address within a minute is refused.
        controller.enqueue(encoder.encode(`"wartend.${randomUUID()}@example.ch"}`));
        controller.close();
      };
    },
  });
  const answer = t.request('/api/auth/code', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body,
    duplex: 'half',
  } as RequestInit);
  return { answer, finish: () => finish() };
}

async function mailJobState(subject: string): Promise<string | undefined> {
  const result = await t.ctx.db.execute<{ state: string }>(
    sql`select state from pgboss.job where name = ${MAIL_QUEUE} and data->'message'->>'subject' = ${subject}`,
  );
  return result.rows[0]?.state;
}

async function pushJobState(historyId: string): Promise<string | undefined> {
  const result = await t.ctx.db.execute<{ state: string }>(
    sql`select state from pgboss.job where name = ${PUSH_QUEUE} and data->>'historyId' = ${historyId}`,
  );
  return result.rows[0]?.state;
}

/** Long enough for work that is not held to be done many times over. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 500));

describe('bulk mail and requests', () => {
  it('sends a mail at once while no request is being answered', async () => {
    const subject = `Sofort ${randomUUID()}`;
    await enqueueMail(t.ctx.jobs, { to: 'eltern@example.ch', subject, text: 'x', html: '<p>x</p>' });
    const mail = await smtp.waitForMail((m) => m.subject === subject, 10_000);
    expect(mail.envelope.to).toEqual(['eltern@example.ch']);
  });

  it('holds a mail it has taken while a request is being answered, and sends it once the answer is out', async () => {
    const subject = `Wartet ${randomUUID()}`;
    const held = heldRequest();
    await enqueueMail(t.ctx.jobs, { to: 'eltern@example.ch', subject, text: 'x', html: '<p>x</p>' });
    // The worker has taken the job (it would be out within milliseconds of that), and holds it.
    await vi.waitFor(async () => expect(await mailJobState(subject)).toBe('active'), {
      timeout: 10_000,
      interval: 20,
    });
    await settle();
    expect(smtp.messages.filter((m) => m.subject === subject)).toEqual([]);

    held.finish();
    expect((await held.answer).status).toBe(200);
    const mail = await smtp.waitForMail((m) => m.subject === subject, 10_000);
    expect(mail.envelope.to).toEqual(['eltern@example.ch']);
    await vi.waitFor(async () => expect(await mailJobState(subject)).toBe('completed'), { timeout: 10_000 });
    expect(smtp.messages.filter((m) => m.subject === subject)).toHaveLength(1);
  });

  it('holds a push delivery it has taken while a request is being answered, and delivers it once the answer is out', async () => {
    const parent = await createParent(t.ctx.db);
    const device = push.device();
    await createPushSubscription(t.ctx.db, {
      userId: parent.id,
      endpoint: device.endpoint,
      p256dh: device.p256dh,
      auth: device.auth,
    });
    const held = heldRequest();
    const sent = await sendPush(t.ctx, { userIds: [parent.id], payload: { title: 'Wartet', body: 'x' } });
    await vi.waitFor(async () => expect(await pushJobState(sent.historyId)).toBe('active'), {
      timeout: 10_000,
      interval: 20,
    });
    await settle();
    expect(push.received(device)).toEqual([]);

    held.finish();
    expect((await held.answer).status).toBe(200);
    await vi.waitFor(() => expect(push.received(device)).toHaveLength(1), { timeout: 10_000, interval: 50 });
    expect(push.received(device)[0]?.payload).toEqual(expect.objectContaining({ title: 'Wartet' }));
  });
});
