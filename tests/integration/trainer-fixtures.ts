import { createParent, createTrainer, type Profile, type Trainer } from '../factories';
import { sessionCookieFor } from '../helpers/auth';
import type { TestApp } from '../helpers/test-app';

// Shared by the trainer area's tests (issue 29): a trainer record linked to an account, signed in past the second
// factor unless told otherwise, and calls as the /trainer pages make them.

export interface SignedInTrainer {
  account: Profile;
  trainer: Trainer;
  cookie: string;
}

export async function signedInTrainer(
  t: TestApp,
  options: { secondFactor?: boolean } = {},
): Promise<SignedInTrainer> {
  const account = await createParent(t.ctx.db);
  const trainer = await createTrainer(t.ctx.db, { accountEmail: account.email });
  const cookie = await sessionCookieFor(t, account.id, options);
  return { account, trainer, cookie };
}

/** A mark as a phone makes it. */
export function deviceMark(
  childId: string,
  day: string,
  status: 'present' | 'absent' | 'late',
  markedAt: Date,
  markId: string = crypto.randomUUID(),
) {
  return { markId, childId, day, status, markedAt: markedAt.toISOString() };
}
