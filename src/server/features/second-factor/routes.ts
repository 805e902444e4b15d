import { Hono } from 'hono';
import { passkeyCeremonySchema } from '../../../domain/second-factor/passkey-schemas';
import { recoveryCodeSchema, totpCodeSchema } from '../../../domain/second-factor/second-factor-api';
import { requireAdminAccount } from '../../auth/middleware';
import type { AppContext } from '../../context';
import { confirmTotpEnrolment } from './confirm-totp-enrolment';
import { confirmPasskeyFactor, startPasskeyConfirmation } from './passkeys/confirm-passkey-factor';
import { startPasskeyAuthentication } from './passkeys/start-passkey-authentication';
import { verifyPasskeyFactor } from './passkeys/verify-passkey-factor';
import { renewRecoveryCodes } from './renew-recovery-codes';
import { secondFactorStatus } from './second-factor-status';
import { startTotpEnrolment } from './start-totp-enrolment';
import { useRecoveryCode } from './use-recovery-code';
import { verifyTotp } from './verify-totp';

// The admin's second factor (decision 036), for an admin account whether or not this session passed it yet
// (src/domain/second-factor/second-factor-api.ts). Parents answer 403. A passkey as the factor comes from passkeys/,
// whose routes.ts serves every account's own passkeys; signing in with one is features/auth's.
export function secondFactorRoutes(ctx: AppContext) {
  const routes = new Hono();
  routes.use('*', requireAdminAccount);

  routes.get('/', async (c) => {
    c.header('Cache-Control', 'no-store');
    return c.json(await secondFactorStatus(ctx, c.get('user')));
  });

  routes.post('/totp', async (c) => {
    c.header('Cache-Control', 'no-store');
    return c.json(await startTotpEnrolment(ctx, c.get('user')));
  });

  routes.post('/totp/confirm', async (c) => {
    const { code } = totpCodeSchema.parse(await c.req.json().catch(() => null));
    const recoveryCodes = await confirmTotpEnrolment(ctx, {
      user: c.get('user'),
      sessionId: c.get('sessionId'),
      code,
    });
    c.header('Cache-Control', 'no-store');
    return c.json({ recoveryCodes });
  });

  routes.post('/verify', async (c) => {
    const { code } = totpCodeSchema.parse(await c.req.json().catch(() => null));
    const user = c.get('user');
    await verifyTotp(ctx, { userId: user.id, email: user.email, sessionId: c.get('sessionId'), code });
    return c.json(await secondFactorStatus(ctx, { ...user, secondFactorVerified: true }));
  });

  routes.post('/recovery', async (c) => {
    const { code } = recoveryCodeSchema.parse(await c.req.json().catch(() => null));
    const user = c.get('user');
    await useRecoveryCode(ctx, { userId: user.id, email: user.email, sessionId: c.get('sessionId'), code });
    return c.json(await secondFactorStatus(ctx, { ...user, secondFactorVerified: true }));
  });

  routes.post('/recovery-codes', async (c) => {
    const recoveryCodes = await renewRecoveryCodes(ctx, c.get('user'));
    c.header('Cache-Control', 'no-store');
    return c.json({ recoveryCodes });
  });

  routes.post('/passkey/options', async (c) => {
    c.header('Cache-Control', 'no-store');
    return c.json(
      await startPasskeyAuthentication(ctx, { purpose: 'second-factor', userId: c.get('user').id }),
    );
  });

  routes.post('/passkey', async (c) => {
    const body = passkeyCeremonySchema.parse(await c.req.json().catch(() => null));
    const user = c.get('user');
    await verifyPasskeyFactor(ctx, {
      userId: user.id,
      sessionId: c.get('sessionId'),
      challengeId: body.challengeId,
      response: body.response,
    });
    return c.json(await secondFactorStatus(ctx, { ...user, secondFactorVerified: true }));
  });

  // A passkey from before the account became an admin, confirmed as its factor (passkeys/confirm-passkey-factor.ts).
  routes.post('/passkey/confirm/options', async (c) => {
    c.header('Cache-Control', 'no-store');
    return c.json(await startPasskeyConfirmation(ctx, c.get('user'), c.get('sessionId')));
  });

  routes.post('/passkey/confirm', async (c) => {
    const body = passkeyCeremonySchema.parse(await c.req.json().catch(() => null));
    const answer = await confirmPasskeyFactor(ctx, {
      user: c.get('user'),
      sessionId: c.get('sessionId'),
      challengeId: body.challengeId,
      response: body.response,
    });
    c.header('Cache-Control', 'no-store');
    return c.json(answer);
  });

  return routes;
}
