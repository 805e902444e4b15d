import { AsyncLocalStorage } from 'node:async_hooks';

// What a log line written anywhere below a request (or a job) says about where it came from, without passing it
// through every service: the request's id, and the job's when a worker handles one a request queued.

interface RequestContext {
  /** Absent for a job no request queued (a schedule's). */
  requestId?: string;
  /** Set while a worker handles a job. */
  jobId?: string;
}

const storage = new AsyncLocalStorage<RequestContext>();

export function runInRequestContext<T>(context: RequestContext, work: () => T): T {
  return storage.run(context, work);
}

export function currentRequestContext(): RequestContext | undefined {
  return storage.getStore();
}

/** The id of the request this code runs for, if it runs for one. */
export function currentRequestId(): string | undefined {
  return storage.getStore()?.requestId;
}
