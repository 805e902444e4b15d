import { eq } from 'drizzle-orm';
import { authPasskeys } from '../../../../src/server/db/schema';
import { createAdmin } from '../../../factories';
import { sessionCookieFor } from '../../auth';
import { enrolTotp, startTotp, totpCode } from '../../second-factor';
import { SoftAuthenticator } from '../../soft-authenticator';
import { type Actor, type AuthzRoute, changed, type Outcome } from '../types';
import type { AuthzWorld } from '../world';
import { adminOnly } from './admin-only';

// The admin's second factor (decision 036): its own routes answer an admin account only (parents 403), each for
// itself; the administrators list and the reset are back-office routes. The world's admin has passed the factor
// without having enrolled one (sessionCookieFor), as an admin may add the app to a session that passed.

const adminAccountOnly = (outcome: Outcome) => ({
  none: { anonymous: 401, parentA: 403, partnerB: 403, parentC: 403, admin: outcome },
});

const NEXT_STEP_MS = 30_000;

const everyoneOwn = (outcome: Outcome) => ({
  none: { anonymous: 401, parentA: outcome, partnerB: outcome, parentC: outcome, admin: outcome },
});

/** Each actor's own passkey (made with a software authenticator); the admin's session has passed the factor. */
async function ownPasskey(world: AuthzWorld, actor: Actor) {
  const cookie = world.cookies[actor];
  const device = new SoftAuthenticator(world.t.ctx.config.appUrl);
  if (!cookie) return { device, passkeyId: undefined };
  const start = await world.t.request('/api/passkeys/options', {
    method: 'POST',
    headers: { cookie },
    json: {},
  });
  const { challengeId, options } = (await start.json()) as { challengeId: string; options: never };
  const done = await world.t.request('/api/passkeys', {
    method: 'POST',
    headers: { cookie },
    json: { challengeId, response: device.register(options) },
  });
  return { device, passkeyId: ((await done.json()) as { passkey: { id: string } }).passkey.id };
}

/** A passkey of the admin's from before the promotion (no factor), and the authenticator holding it. */
/** The admin's passkey answering the challenge that `optionsPath` hands out: the body of the step that checks it. */
async function adminAssertion(world: AuthzWorld, device: SoftAuthenticator, optionsPath: string) {
  const start = await world.t.request(optionsPath, {
    method: 'POST',
    headers: { cookie: world.cookies.admin! },
    json: {},
  });
  const { challengeId, options } = (await start.json()) as { challengeId: string; options: never };
  return { challengeId, response: device.assert(options) };
}

async function olderPasskey(world: AuthzWorld) {
  const { device, passkeyId } = await ownPasskey(world, 'admin');
  await world.t.ctx.db
    .update(authPasskeys)
    .set({ adminFactorAt: null })
    .where(eq(authPasskeys.id, passkeyId!));
  return device;
}

export const secondFactorAuthzRoutes: AuthzRoute[] = [
  {
    method: 'GET',
    path: '/api/auth/second-factor',
    setup: () => ({}),
    expected: adminAccountOnly(200),
  },
  {
    method: 'POST',
    path: '/api/auth/second-factor/totp',
    setup: () => ({}),
    expected: adminAccountOnly(changed(200)),
  },
  {
    method: 'POST',
    path: '/api/auth/second-factor/totp/confirm',
    setup: async (world) => {
      const { secret } = await startTotp(world.t, world.cookies.admin!);
      return { body: { code: totpCode(secret, world.t.clock.now()) } };
    },
    expected: adminAccountOnly(changed(200)),
  },
  {
    method: 'POST',
    path: '/api/auth/second-factor/verify',
    setup: async (world) => {
      const { secret } = await enrolTotp(world.t, world.cookies.admin!);
      const next = new Date(world.t.clock.now().getTime() + NEXT_STEP_MS);
      return { body: { code: totpCode(secret, next) } };
    },
    expected: adminAccountOnly(changed(200)),
  },
  {
    method: 'POST',
    path: '/api/auth/second-factor/recovery',
    setup: async (world) => {
      const { recoveryCodes } = await enrolTotp(world.t, world.cookies.admin!);
      return { body: { code: recoveryCodes[0] } };
    },
    expected: adminAccountOnly(changed(200)),
  },
  {
    method: 'POST',
    path: '/api/auth/second-factor/recovery-codes',
    setup: async (world) => {
      await enrolTotp(world.t, world.cookies.admin!);
      return {};
    },
    expected: adminAccountOnly(changed(200)),
  },
  {
    method: 'POST',
    path: '/api/auth/second-factor/passkey/options',
    setup: async (world) => {
      await ownPasskey(world, 'admin');
      return {};
    },
    expected: adminAccountOnly(changed(200)),
  },
  {
    method: 'POST',
    path: '/api/auth/second-factor/passkey',
    setup: async (world) => {
      const { device } = await ownPasskey(world, 'admin');
      return { body: await adminAssertion(world, device, '/api/auth/second-factor/passkey/options') };
    },
    expected: adminAccountOnly(changed(200)),
  },
  {
    method: 'POST',
    path: '/api/auth/second-factor/passkey/confirm/options',
    setup: async (world) => {
      await olderPasskey(world);
      return {};
    },
    expected: adminAccountOnly(changed(200)),
  },
  {
    method: 'POST',
    path: '/api/auth/second-factor/passkey/confirm',
    setup: async (world) => {
      const device = await olderPasskey(world);
      return { body: await adminAssertion(world, device, '/api/auth/second-factor/passkey/confirm/options') };
    },
    expected: adminAccountOnly(changed(200)),
  },
  {
    method: 'GET',
    path: '/api/passkeys',
    setup: () => ({}),
    expected: everyoneOwn(200),
  },
  {
    method: 'POST',
    path: '/api/passkeys/options',
    setup: () => ({}),
    expected: everyoneOwn(changed(200)),
  },
  {
    method: 'POST',
    path: '/api/passkeys',
    label: "the admin's challenge",
    setup: async (world) => {
      const start = await world.t.request('/api/passkeys/options', {
        method: 'POST',
        headers: { cookie: world.cookies.admin! },
        json: {},
      });
      const { challengeId, options } = (await start.json()) as { challengeId: string; options: never };
      const response = new SoftAuthenticator(world.t.ctx.config.appUrl).register(options);
      return { body: { challengeId, response } };
    },
    expected: {
      none: { anonymous: 401, parentA: 400, partnerB: 400, parentC: 400, admin: changed(200) },
    },
  },
  {
    method: 'POST',
    path: '/api/passkeys',
    label: 'a challenge of nobody',
    setup: () => ({
      body: {
        challengeId: '00000000-0000-4000-8000-000000000000',
        response: { id: 'eA', rawId: 'eA', type: 'public-key', response: {} },
      },
    }),
    expected: everyoneOwn(400),
  },
  {
    method: 'DELETE',
    path: '/api/passkeys/:id',
    label: "parent A's passkey",
    setup: async (world) => {
      const { passkeyId } = await ownPasskey(world, 'parentA');
      return { params: { id: passkeyId! }, secrets: [passkeyId!] };
    },
    expected: {
      ofA: { anonymous: 401, parentA: changed(200), partnerB: 404, parentC: 404, admin: 404 },
    },
  },
  {
    method: 'GET',
    path: '/api/admin/administrators',
    setup: () => ({}),
    expected: adminOnly(['none'], 200),
  },
  {
    method: 'POST',
    path: '/api/admin/administrators/:adminId/reset-second-factor',
    setup: async (world) => {
      const other = await createAdmin(world.t.ctx.db);
      await enrolTotp(world.t, await sessionCookieFor(world.t, other.id, { secondFactor: false }));
      return { params: { adminId: other.id } };
    },
    expected: adminOnly(['none'], changed(200)),
  },
];
