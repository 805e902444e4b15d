import { type Context, Hono } from 'hono';
import { secondFactorEndpoints as endpoints } from '../../../domain/second-factor/second-factor-endpoints';
import type { AppContext } from '../../context';
import { serve } from '../../http/endpoint-routes';
import { confirmTotpEnrolment } from './confirm-totp-enrolment';
import { requireFactorAccount } from './factor-account';
import { confirmPasskeyFactor, startPasskeyConfirmation } from './passkeys/confirm-passkey-factor';
import { startPasskeyAuthentication } from './passkeys/start-passkey-authentication';
import { verifyPasskeyFactor } from './passkeys/verify-passkey-factor';
import { renewRecoveryCodes } from './renew-recovery-codes';
import { secondFactorStatus } from './second-factor-status';
import { startTotpEnrolment } from './start-totp-enrolment';
import { useRecoveryCode } from './use-recovery-code';
import { verifyTotp } from './verify-totp';

// The admin's second factor (decision 036), for an admin account whether or not this session passed it yet
// (src/domain/second-factor/second-factor-endpoints.ts). Parents answer 403. A passkey as the factor comes from
// passkeys/, whose routes.ts serves every account's own passkeys; signing in with one is features/auth's.
export function secondFactorRoutes(ctx: AppContext) {
  const routes = new Hono();
  // Admins and trainers (issue 29): both see what needs the factor.
  routes.use('/auth/second-factor/*', requireFactorAccount(ctx));

  serve(routes, endpoints.status, async (c) => {
    c.header('Cache-Control', 'no-store');
    return secondFactorStatus(ctx, c.get('user'));
  });

  serve(routes, endpoints.startTotp, async (c) => {
    c.header('Cache-Control', 'no-store');
    return startTotpEnrolment(ctx, c.get('user'));
  });

  serve(routes, endpoints.confirmTotp, async (c, { body }) => {
    const recoveryCodes = await confirmTotpEnrolment(ctx, {
      user: c.get('user'),
      sessionId: c.get('sessionId'),
      code: body.code,
    });
    c.header('Cache-Control', 'no-store');
    return { recoveryCodes };
  });

  // A code from the app and a recovery code pass this session's factor alike; the answer is the status after it.
  const passWithCode = async (c: Context, check: typeof verifyTotp, code: string) => {
    const user = c.get('user');
    await check(ctx, { userId: user.id, email: user.email, sessionId: c.get('sessionId'), code });
    return secondFactorStatus(ctx, { ...user, secondFactorVerified: true });
  };

  serve(routes, endpoints.verifyTotp, (c, { body }) => passWithCode(c, verifyTotp, body.code));

  serve(routes, endpoints.useRecoveryCode, (c, { body }) => passWithCode(c, useRecoveryCode, body.code));

  serve(routes, endpoints.renewRecoveryCodes, async (c) => {
    const recoveryCodes = await renewRecoveryCodes(ctx, c.get('user'));
    c.header('Cache-Control', 'no-store');
    return { recoveryCodes };
  });

  serve(routes, endpoints.passkeyFactorOptions, async (c) => {
    c.header('Cache-Control', 'no-store');
    return startPasskeyAuthentication(ctx, { purpose: 'second-factor', userId: c.get('user').id });
  });

  serve(routes, endpoints.verifyPasskeyFactor, async (c, { body }) => {
    const user = c.get('user');
    await verifyPasskeyFactor(ctx, {
      userId: user.id,
      sessionId: c.get('sessionId'),
      challengeId: body.challengeId,
      response: body.response,
    });
    return secondFactorStatus(ctx, { ...user, secondFactorVerified: true });
  });

  // A passkey from before the account became an admin, confirmed as its factor (passkeys/confirm-passkey-factor.ts).
  serve(routes, endpoints.confirmPasskeyOptions, async (c) => {
    c.header('Cache-Control', 'no-store');
    return startPasskeyConfirmation(ctx, c.get('user'), c.get('sessionId'));
  });

  serve(routes, endpoints.confirmPasskey, async (c, { body }) => {
    const answer = await confirmPasskeyFactor(ctx, {
      user: c.get('user'),
      sessionId: c.get('sessionId'),
      challengeId: body.challengeId,
      response: body.response,
    });
    c.header('Cache-Control', 'no-store');
    return answer;
  });

  return routes;
}
