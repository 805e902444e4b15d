import type { MiddlewareHandler } from 'hono';

// Parents' requests go before background work (decision 047). This process counts the requests it is answering;
// background work that can wait (bulk mail, push deliveries) asks `requestsIdle` before each piece and goes on once
// none is in flight. The CPU of one Node process is what they share: a mail's SMTP exchange runs on the same event loop as a
// booking, and in a rush of a thousand bookings every turn the mail takes is a turn a booking waits.

/**
 * How long background work waits at most for the requests before it goes on anyway: a rush's race is over well
 * within it, and under steady load each waiting piece still moves once per this wait.
 */
export const BACKGROUND_YIELD_MS = 2000;

let inFlight = 0;
let held = 0;
const idleWaiters = new Set<() => void>();

/** Counts every request of the app while it is being answered (outermost, so each is counted once). */
export function countRequestsInFlight(): MiddlewareHandler {
  return async (_c, next) => {
    inFlight++;
    try {
      await next();
    } finally {
      inFlight--;
      if (inFlight === 0) for (const wake of [...idleWaiters]) wake();
    }
  };
}

/** The requests this process is answering right now, and the background tasks waiting for them. */
export function requestsInFlight(): { requests: number; held: number } {
  return { requests: inFlight, held };
}

/**
 * Resolves once this process answers no request, or after `maxWaitMs` at the latest: background work yields to a
 * rush and still moves on under steady load (one piece per wait), so it never starves.
 */
export function requestsIdle(maxWaitMs: number): Promise<void> {
  if (inFlight === 0) return Promise.resolve();
  held++;
  return new Promise((resolve) => {
    const wake = () => {
      idleWaiters.delete(wake);
      clearTimeout(timer);
      held--;
      resolve();
    };
    const timer = setTimeout(wake, maxWaitMs);
    idleWaiters.add(wake);
  });
}
