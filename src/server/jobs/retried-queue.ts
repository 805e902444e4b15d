import type { QueueDefinition } from './jobs';

/** What a test may shorten of a retried queue. */
export interface RetryOptions {
  /** First retry delay in seconds, doubling per attempt (with jitter). Tests use 1. */
  retryDelaySeconds?: number;
  /** Retries after the first attempt. */
  retryLimit?: number;
}

/**
 * A queue whose jobs call a service that may be away for hours (SMTP, a push service, Stripe): each failed attempt
 * is retried with exponential back-off from 30 s, so an outage delays the work and never loses it. The queue names
 * how many retries it allows and how long one attempt may run; a test shortens the delay and the count.
 */
export function retriedQueue(
  name: string,
  { retryLimit, expireInSeconds }: { retryLimit: number; expireInSeconds: number },
  options: RetryOptions = {},
): QueueDefinition & { retryLimit: number; retryDelay: number } {
  return {
    name,
    retryLimit: options.retryLimit ?? retryLimit,
    retryDelay: options.retryDelaySeconds ?? 30,
    retryBackoff: true,
    expireInSeconds,
  };
}
