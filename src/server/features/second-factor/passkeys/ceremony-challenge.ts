import type { PasskeyOptions } from '../../../../domain/second-factor/passkeys-api';
import type { AppContext } from '../../../context';
import type { WebauthnPurpose } from '../../../db/schema';
import { AppError } from '../../../errors';
import { storeChallenge, takeChallenge } from './queries';
import { CHALLENGE_TTL_MS, relyingParty } from './relying-party';

// A ceremony's challenge, for registration and assertion alike: stored with the options that carry it, for its
// purpose and account (none for a sign-in), and spent by the one answer that may use it.

interface ChallengeOwner {
  purpose: WebauthnPurpose;
  /** null for a sign-in: the answer names the account. */
  userId: string | null;
}

/** The options to send, with the id of their challenge, stored for CHALLENGE_TTL_MS. */
export async function optionsWithChallenge(
  ctx: Pick<AppContext, 'db' | 'clock'>,
  owner: ChallengeOwner,
  options: { challenge: string },
): Promise<PasskeyOptions> {
  const now = ctx.clock.now();
  const challengeId = await storeChallenge(ctx.db, {
    ...owner,
    challenge: options.challenge,
    now,
    expiresAt: new Date(now.getTime() + CHALLENGE_TTL_MS),
  });
  return { challengeId, options: options as unknown as Record<string, unknown> };
}

/**
 * Takes the challenge (it cannot be used twice) and answers what the authenticator's response must match: that
 * challenge, and this site as origin and RP ID. An unknown, spent, expired or another's challenge: PASSKEY_FAILED.
 */
export async function spendChallenge(
  ctx: Pick<AppContext, 'db' | 'config'>,
  params: ChallengeOwner & { id: string; now: Date },
) {
  const challenge = await takeChallenge(ctx.db, params);
  if (!challenge) throw new AppError('PASSKEY_FAILED', 400);
  const rp = relyingParty(ctx.config);
  return { expectedChallenge: challenge, expectedOrigin: rp.origin, expectedRPID: rp.rpID };
}
