import type { ErrorCode } from '../../domain/errors';
import { AppError } from '../errors';
import type { Db, Tx } from './client';
import { pgError, UNIQUE_VIOLATION } from './pg-error';

// Bookings race by design (many parents, few seats), and payments, camps and trainings lock the same rows. A
// serialization failure or a deadlock is PostgreSQL asking us to try again, so the whole transaction is retried; a
// client never sees it as a 5xx.

const RETRYABLE = new Set(['40001', '40P01']);
const MAX_ATTEMPTS = 6;

/** Unique violations of the named indexes become the given coded error; anything else is rethrown as is. */
export function mapUniqueViolation(err: unknown, byIndex: Record<string, ErrorCode>): never {
  const pg = pgError(err);
  const code = pg?.code === UNIQUE_VIOLATION && pg.constraint ? byIndex[pg.constraint] : undefined;
  if (code) throw new AppError(code, 409);
  throw err;
}

const pause = (attempt: number) =>
  new Promise((resolve) => setTimeout(resolve, Math.random() * 10 * 2 ** attempt));

/** Runs `work` in one transaction, again from the start after a serialization failure or deadlock. */
export async function inRetriedTransaction<T>(db: Db, work: (tx: Tx) => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await db.transaction(work);
    } catch (err) {
      if (!RETRYABLE.has(pgError(err)?.code ?? '')) throw err;
      if (attempt >= MAX_ATTEMPTS) throw new AppError('CONFLICT', 409);
      await pause(attempt);
    }
  }
}
