// When a child on the waitlist can still get a seat (issue 16), and how long a promoted booking may be cancelled
// free of charge. Parents may join only while a promotion can still happen: a training's list closes at the
// 20-hour cutoff (a seat freed later is for anyone who books it), a camp's when it starts.
import { type DateOnly, zurichDateTimeToInstant } from '../time';
import { type InstantInput, toInstant } from '../time/instant';
import { cancellationDeadline } from './training-cancellation';

/** A promoted parent has at least this long to change their mind at no cost. */
const PROMOTION_GRACE_HOURS = 2;

const MS_PER_HOUR = 3_600_000;

/** A training's waitlist is open (join, promotion) until the 20-hour cutoff, that instant excluded. */
export function isTrainingWaitlistOpen(startsAt: InstantInput, now: InstantInput): boolean {
  return toInstant(now).getTime() < cancellationDeadline(startsAt).getTime();
}

/** A camp starts on its first day at its start time (midnight without one), in Zurich. */
export function campStartInstant(camp: { startDate: DateOnly; startTime: string | null }): Date {
  return zurichDateTimeToInstant(camp.startDate, camp.startTime ?? '00:00');
}

/** A camp's waitlist is open until the camp starts. */
export function isCampWaitlistOpen(
  camp: { startDate: DateOnly; startTime: string | null },
  now: InstantInput,
): boolean {
  return toInstant(now).getTime() < campStartInstant(camp).getTime();
}

/**
 * The end of a promoted booking's free cancellation: 2 hours after the promotion or the offer's normal cutoff,
 * whichever is later (a camp has no free cutoff of its own: pass null).
 */
export function freeCancellationUntil(promotedAt: InstantInput, normalCutoff: InstantInput | null): Date {
  const grace = toInstant(promotedAt).getTime() + PROMOTION_GRACE_HOURS * MS_PER_HOUR;
  const cutoff = normalCutoff === null ? Number.NEGATIVE_INFINITY : toInstant(normalCutoff).getTime();
  return new Date(Math.max(grace, cutoff));
}

/** Whether a cancellation at `now` falls within a promoted booking's free window (the end excluded). */
export function isInPromotionGrace(until: InstantInput | null | undefined, now: InstantInput): boolean {
  return until != null && toInstant(now).getTime() < toInstant(until).getTime();
}

/** The waitlist's 1-based places of the given children, in queue order (created_at, then id). */
export function queuePlaces<E extends { childId: string; createdAt: InstantInput; id: string }>(
  entries: readonly E[],
): Map<string, number> {
  const ordered = [...entries].sort(
    (a, b) => toInstant(a.createdAt).getTime() - toInstant(b.createdAt).getTime() || a.id.localeCompare(b.id),
  );
  return new Map(ordered.map((entry, index) => [entry.childId, index + 1]));
}
