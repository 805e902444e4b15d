import QRCode from 'qrcode';
import type { TotpEnrolment } from '../../../domain/second-factor/second-factor-api';
import type { SessionUser } from '../../auth/session-user';
import type { AppContext } from '../../context';
import { AppError } from '../../errors';
import { findSecondFactor, storePendingTotp } from './queries';
import { newTotpSecret, totpFor } from './totp';

/**
 * A new TOTP secret for the admin's app, stored encrypted (like an AHV number) and inactive until a code from the
 * app confirms it. Allowed while nothing is enrolled, or in a session that passed the factor (adding the app to a
 * passkey); never to a session that still has to prove the factor it has.
 */
export async function startTotpEnrolment(ctx: AppContext, user: SessionUser): Promise<TotpEnrolment> {
  const row = await findSecondFactor(ctx.db, user.id);
  if (row?.enrolledAt && !user.secondFactorVerified) throw new AppError('SECOND_FACTOR_REQUIRED', 403);
  if (row?.totpConfirmedAt) throw new AppError('SECOND_FACTOR_ENROLLED', 409);
  const secret = newTotpSecret();
  await storePendingTotp(ctx.db, {
    userId: user.id,
    secretEncrypted: ctx.ahv.encrypt(secret),
    now: ctx.clock.now(),
  });
  const uri = totpFor(secret, user.email, ctx.config.PROVIDER_NAME).toString();
  const qrSvg = await QRCode.toString(uri, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' });
  return { secret, uri, qrSvg };
}
