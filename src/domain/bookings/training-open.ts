// When a training may be booked and when it is listed, for the public schedule, the parents' pages and the server's
// booking and cancellation alike: it stays listed while it runs (parents look up where it is) but is bookable only
// until it starts. A camp is both while its first day is today or later (time/zurich.ts isCampUpcoming).
import { type InstantInput, toInstant } from '../time/instant';

/**
 * Parents may sign up for and cancel a training until it starts (the 20-hour rule only decides what cancelling
 * costs).
 */
export function isTrainingOpen(startsAt: InstantInput, now: InstantInput): boolean {
  return toInstant(now).getTime() < toInstant(startsAt).getTime();
}

/**
 * A training is listed (upcoming) until its end, or its start without an end, has passed. The schedule's SQL
 * (schedule/queries.ts trainingWhen) says the same in a where-clause.
 */
export function isTrainingListed(
  session: { startsAt: InstantInput; endsAt?: InstantInput | null },
  now: InstantInput,
): boolean {
  return toInstant(session.endsAt ?? session.startsAt).getTime() >= toInstant(now).getTime();
}
