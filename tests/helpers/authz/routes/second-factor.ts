import { createAdmin } from '../../../factories';
import { sessionCookieFor } from '../../auth';
import { enrolTotp, startTotp, totpCode } from '../../second-factor';
import { type AuthzRoute, changed, type Outcome } from '../types';
import { adminOnly } from './admin-only';

// The admin's second factor (decision 036): its own routes answer an admin account only (parents 403), each for
// itself; the administrators list and the reset are back-office routes. The world's admin has passed the factor
// without having enrolled one (sessionCookieFor), as an admin may add the app to a session that passed.

const adminAccountOnly = (outcome: Outcome) => ({
  none: { anonymous: 401, parentA: 403, partnerB: 403, parentC: 403, admin: outcome },
});

const NEXT_STEP_MS = 30_000;

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
