import { type InstantInput, toInstant } from '../time/instant';

/**
 * Parents may sign up for and cancel a training until it starts (the 20-hour rule only decides what cancelling
 * costs). The server's booking and cancellation and the trainings page's buttons all ask this one rule.
 */
export function isTrainingOpen(startsAt: InstantInput, now: InstantInput): boolean {
  return toInstant(now).getTime() < toInstant(startsAt).getTime();
}
