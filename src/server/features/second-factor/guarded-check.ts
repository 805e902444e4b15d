import type { AppContext } from '../../context';
import { AppError } from '../../errors';
import { enqueueMail } from '../../integrations/mail';
import { FACTOR_CHECKS_PER_LOCK, FACTOR_MAX_CONSECUTIVE_FAILURES } from './factor-lockout-rules';
import { factorLockedMail } from './factor-mails';
import { clearFactorFailures, findSecondFactor, recordFactorFailure, reserveFactorCheck } from './queries';

function lockedError(until: Date, now: Date): AppError {
  const retryAfterSeconds = Math.max(1, Math.ceil((until.getTime() - now.getTime()) / 1000));
  return new AppError('SECOND_FACTOR_LOCKED', 423, { retryAfterSeconds });
}

/**
 * Runs one guess at the account's factor (a TOTP or recovery code) under the guess limit: counted before it runs,
 * a failure recorded (five lock the factor for five minutes), a success clears the count. `check` answers whether
 * the guess was right and has already spent what it used (the TOTP step, the recovery code). The failure that
 * locks the factor for a day is mailed to the account: whoever guesses got past its e-mail code.
 */
export async function guardedFactorCheck(
  ctx: AppContext,
  account: { id: string; email: string },
  check: () => Promise<boolean>,
): Promise<void> {
  const userId = account.id;
  const now = ctx.clock.now();
  const reserved = await reserveFactorCheck(ctx.db, { userId, now, checksPerLock: FACTOR_CHECKS_PER_LOCK });
  if (reserved === undefined) {
    const row = await findSecondFactor(ctx.db, userId);
    if (!row) throw new AppError('SECOND_FACTOR_NOT_STARTED', 409);
    // Checks used up by parallel guesses that have not recorded their failures yet: locked all the same.
    throw lockedError(row.lockedUntil && row.lockedUntil > now ? row.lockedUntil : now, now);
  }
  if (await check()) {
    await clearFactorFailures(ctx.db, userId, now);
    return;
  }
  const outcome = await recordFactorFailure(ctx.db, userId, now);
  if (outcome?.lockedUntil) {
    if (outcome.consecutiveFailures === FACTOR_MAX_CONSECUTIVE_FAILURES) {
      const mail = factorLockedMail(ctx.config, {
        to: account.email,
        failures: outcome.consecutiveFailures,
        until: outcome.lockedUntil,
      });
      await enqueueMail(ctx.jobs, mail);
    }
    throw lockedError(outcome.lockedUntil, now);
  }
  throw new AppError('SECOND_FACTOR_WRONG', 400, {
    attempts: reserved,
    maxAttempts: FACTOR_CHECKS_PER_LOCK,
  });
}
