import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import type { PushSubscriptionResponse, PushSubscriptionsResponse } from '../../src/domain/push/push-api';
import { pushSubscribeRequestSchema } from '../../src/domain/push/push-subscribe-schema';
import { pushSubscriptions } from '../../src/server/db/schema';
import { subscribe } from '../../src/server/features/push/subscriptions';
import { createParent, createPushSubscription } from '../factories';
import { sessionCookieFor } from '../helpers/auth';
import { startPushEndpoint } from '../helpers/push-endpoint';
import { setupTestApp } from '../helpers/test-app';

// The parent's side of push: the public key, and subscribing, listing and removing this device.

const t = setupTestApp();
const push = await startPushEndpoint();
afterAll(() => push.stop());

async function signedInParent() {
  const parent = await createParent(t.ctx.db);
  return { parent, cookie: await sessionCookieFor(t, parent.id) };
}

function browserSubscription() {
  const device = push.device();
  return {
    endpoint: device.endpoint,
    expirationTime: null,
    keys: { p256dh: device.p256dh, auth: device.auth },
  };
}

function subscribeAs(cookie: string, body: unknown) {
  return t.request('/api/push/subscriptions', { method: 'POST', headers: { cookie }, json: body });
}

const rowsOf = (endpoint: string) =>
  t.ctx.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.endpoint, endpoint));

describe('GET /api/push/vapid-public-key', () => {
  it('answers the VAPID public key as plain text, to anyone', async () => {
    const res = await t.request('/api/push/vapid-public-key');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/plain/);
    const key = await res.text();
    expect(key).toBe(t.ctx.push.publicKey);
    // An uncompressed P-256 point: 65 bytes starting with 0x04.
    const raw = Buffer.from(key, 'base64url');
    expect(raw).toHaveLength(65);
    expect(raw[0]).toBe(4);
  });
});

describe('POST /api/push/subscriptions', () => {
  it('stores this device for the signed-in parent', async () => {
    const { parent, cookie } = await signedInParent();
    const subscription = browserSubscription();
    const res = await subscribeAs(cookie, { subscription, deviceInfo: 'iPhone · Safari' });
    expect(res.status).toBe(201);
    const body = (await res.json()) as PushSubscriptionResponse;
    expect(body.subscription).toMatchObject({
      endpoint: subscription.endpoint,
      deviceInfo: 'iPhone · Safari',
      lastNotificationAt: null,
    });
    const [row] = await rowsOf(subscription.endpoint);
    expect(row).toMatchObject({
      id: body.subscription.id,
      userId: parent.id,
      p256dh: subscription.keys.p256dh,
      auth: subscription.keys.auth,
      deviceInfo: 'iPhone · Safari',
    });
  });

  it('a second subscribe of the same endpoint updates the keys instead of adding a device', async () => {
    const { cookie } = await signedInParent();
    const first = browserSubscription();
    await subscribeAs(cookie, { subscription: first, deviceInfo: 'Android · Chrome' });
    const renewed = { ...first, keys: { p256dh: push.device().p256dh, auth: push.device().auth } };
    const res = await subscribeAs(cookie, { subscription: renewed });
    expect(res.status).toBe(201);
    const rows = await rowsOf(first.endpoint);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ p256dh: renewed.keys.p256dh, auth: renewed.keys.auth });
    // No new description: the one the device gave before stays.
    expect(rows[0]!.deviceInfo).toBe('Android · Chrome');
  });

  // An endpoint proves nothing about who holds the browser (it is listed to its owner, and known to whoever used
  // the device before): posting another account's endpoint must not take its device away. The browser of a new
  // sign-in subscribes anew instead (push-client.ts), and the old endpoint, then dead, is removed at the next send.
  it('an endpoint stored for another account stays with it: 409, nothing changes', async () => {
    const anna = await signedInParent();
    const beat = await signedInParent();
    const subscription = browserSubscription();
    await subscribeAs(anna.cookie, { subscription, deviceInfo: 'iPad · Safari' });
    const [before] = await rowsOf(subscription.endpoint);
    const stolen = { ...subscription, keys: { p256dh: push.device().p256dh, auth: push.device().auth } };
    const res = await subscribeAs(beat.cookie, { subscription: stolen, deviceInfo: 'Laptop' });
    expect(res.status).toBe(409);
    expect(await res.json()).toMatchObject({
      error: {
        code: 'PUSH_DEVICE_TAKEN',
        message: 'Dieses Gerät erhält bereits die Benachrichtigungen eines anderen Kontos.',
      },
    });
    expect(await rowsOf(subscription.endpoint)).toEqual([before]);
  });

  it.each([
    ['no subscription', { deviceInfo: 'x' }],
    ['an http endpoint', { subscription: { ...browserSubscription(), endpoint: 'http://push.example/x' } }],
    ['no keys', { subscription: { endpoint: 'https://push.example/x' } }],
    [
      'a key that is not a P-256 point',
      { subscription: { ...browserSubscription(), keys: { p256dh: 'abc', auth: 'def' } } },
    ],
    [
      'a device description over 200 characters',
      { subscription: browserSubscription(), deviceInfo: 'x'.repeat(201) },
    ],
  ])('refuses %s with 400 and stores nothing', async (_label, body) => {
    const { parent, cookie } = await signedInParent();
    const res = await subscribeAs(cookie, body);
    expect(res.status).toBe(400);
    expect((await res.json()) as unknown).toMatchObject({ error: { code: 'VALIDATION' } });
    const rows = await t.ctx.db
      .select()
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.userId, parent.id));
    expect(rows).toEqual([]);
  });

  it('refuses a body that is not JSON with 400', async () => {
    const { cookie } = await signedInParent();
    const res = await t.request('/api/push/subscriptions', {
      method: 'POST',
      headers: { cookie, 'content-type': 'application/json' },
      body: '{nope',
    });
    expect(res.status).toBe(400);
  });

  it('asks signed-out callers to sign in, and onboarding parents to finish their profile', async () => {
    const anonymous = await t.request('/api/push/subscriptions', {
      method: 'POST',
      json: { subscription: browserSubscription() },
    });
    expect(anonymous.status).toBe(401);
    const newcomer = await createParent(t.ctx.db, { complete: false });
    const res = await subscribeAs(await sessionCookieFor(t, newcomer.id), {
      subscription: browserSubscription(),
    });
    expect(res.status).toBe(403);
    expect((await res.json()) as unknown).toMatchObject({ error: { code: 'PROFILE_INCOMPLETE' } });
  });
});

describe('GET and DELETE /api/push/subscriptions', () => {
  it('lists only the parent’s own devices', async () => {
    const anna = await signedInParent();
    const other = await createParent(t.ctx.db);
    const own = await createPushSubscription(t.ctx.db, {
      userId: anna.parent.id,
      deviceInfo: 'Mac · Safari',
    });
    const foreign = await createPushSubscription(t.ctx.db, { userId: other.id });
    const res = await t.request('/api/push/subscriptions', { headers: { cookie: anna.cookie } });
    expect(res.status).toBe(200);
    const body = (await res.json()) as PushSubscriptionsResponse;
    expect(body.subscriptions.map((s) => s.id)).toEqual([own.id]);
    expect(body.subscriptions[0]).toMatchObject({ endpoint: own.endpoint, deviceInfo: 'Mac · Safari' });
    expect(JSON.stringify(body)).not.toContain(foreign.endpoint);
  });

  it('removes the parent’s own device; another parent’s device is not found and stays', async () => {
    const anna = await signedInParent();
    const other = await createParent(t.ctx.db);
    const own = await createPushSubscription(t.ctx.db, { userId: anna.parent.id });
    const foreign = await createPushSubscription(t.ctx.db, { userId: other.id });

    const gone = await t.request(`/api/push/subscriptions/${own.id}`, {
      method: 'DELETE',
      headers: { cookie: anna.cookie },
    });
    expect(gone.status).toBe(204);
    expect(await rowsOf(own.endpoint)).toEqual([]);

    const refused = await t.request(`/api/push/subscriptions/${foreign.id}`, {
      method: 'DELETE',
      headers: { cookie: anna.cookie },
    });
    expect(refused.status).toBe(404);
    expect(await rowsOf(foreign.endpoint)).toHaveLength(1);

    const again = await t.request(`/api/push/subscriptions/${own.id}`, {
      method: 'DELETE',
      headers: { cookie: anna.cookie },
    });
    expect(again.status).toBe(404);
    const garbage = await t.request('/api/push/subscriptions/not-a-uuid', {
      method: 'DELETE',
      headers: { cookie: anna.cookie },
    });
    expect(garbage.status).toBe(404);
  });

  it('answers 401 without a session', async () => {
    const parent = await createParent(t.ctx.db);
    const sub = await createPushSubscription(t.ctx.db, { userId: parent.id });
    expect((await t.request('/api/push/subscriptions')).status).toBe(401);
    expect((await t.request(`/api/push/subscriptions/${sub.id}`, { method: 'DELETE' })).status).toBe(401);
    expect(await rowsOf(sub.endpoint)).toHaveLength(1);
  });
});

describe('in production', () => {
  it('accepts only endpoints of the known push services', async () => {
    const parent = await createParent(t.ctx.db);
    const production = { db: t.ctx.db, config: { ...t.ctx.config, isProduction: true } };
    const keys = { p256dh: push.device().p256dh, auth: push.device().auth };
    const request = (endpoint: string) =>
      pushSubscribeRequestSchema.parse({ subscription: { endpoint, keys }, deviceInfo: null });

    await expect(
      subscribe(production, parent.id, request('https://intranet.example.local/admin')),
    ).rejects.toMatchObject({ code: 'BAD_REQUEST', status: 400 });
    const accepted = await subscribe(
      production,
      parent.id,
      request('https://fcm.googleapis.com/fcm/send/abc'),
    );
    expect(accepted.endpoint).toBe('https://fcm.googleapis.com/fcm/send/abc');
    const rows = await t.ctx.db
      .select()
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.userId, parent.id));
    expect(rows.map((r) => r.endpoint)).toEqual(['https://fcm.googleapis.com/fcm/send/abc']);
  });
});
