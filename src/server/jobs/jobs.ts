import { type SQL, sql } from 'drizzle-orm';
import PgBoss from 'pg-boss';
import type { DbOrTx } from '../db/client';
import { logFor } from '../observability/log';
import { currentRequestId, runInRequestContext } from '../observability/request-context';

// Durable background work (mail, push, photo sync, reminders) on pg-boss, in the same PostgreSQL.
// A job sent with a transaction handle is only visible once that transaction commits, so a booking and its
// confirmation mail are stored together or not at all.

const log = logFor('jobs');

/**
 * The request a job was queued by, as its `requestId` beside the job's own data (as `about` is, job-about.ts): the
 * worker's log lines then carry the same id as the request's. A job queued outside a request (a schedule) has none.
 */
function withRequestId<T extends object>(data: T): T {
  const requestId = currentRequestId();
  return requestId ? { ...data, requestId } : data;
}

/** The request id a job carries (withRequestId), if any. */
function requestIdOf(data: unknown): string | undefined {
  const id = (data as { requestId?: unknown } | null)?.requestId;
  return typeof id === 'string' ? id : undefined;
}

/** What a handler answers is kept as the job's output (pg-boss), for whoever asks how the job ended. */
type JobHandler<T> = (data: T, meta: { id: string; retryCount: number }) => Promise<unknown>;

export interface QueueDefinition {
  name: string;
  retryLimit?: number;
  retryDelay?: number;
  retryBackoff?: boolean;
  expireInSeconds?: number;
}

/** How a queue is worked. The defaults (one job per poll, one polling loop) suit queues that see a job a minute. */
export interface WorkOptions {
  /** Jobs taken per fetch. */
  batchSize?: number;
  /** Polling loops side by side, each with its own batch. */
  workers?: number;
  /** Jobs of one batch handled at the same time (`work` only; `workBatch` handles its batch itself). */
  concurrency?: number;
  /** Pause between fetches while the queue is empty (pg-boss's minimum is 0.5). */
  pollingIntervalSeconds?: number;
}

export interface QueuedJob<T> {
  id: string;
  data: T;
  /** Earlier attempts of this job (0 on the first). */
  retryCount: number;
}

/**
 * What became of a batch. Jobs named in `retry` fail and come back per the queue's retry policy; jobs the handler
 * deleted are gone; every other job of the batch completes.
 */
export interface BatchOutcome {
  retry: { id: string; error: unknown }[];
  /** Kept by pg-boss as the output of the batch's completed jobs (the photo sync's result). */
  output?: unknown;
}

type BatchHandler<T> = (jobs: QueuedJob<T>[]) => Promise<BatchOutcome>;

interface SendOptions {
  tx?: DbOrTx;
  startAfter?: Date;
  singletonKey?: string;
  /** false: wake no polling loop (the sender works the job itself at once). */
  wake?: boolean;
}

export interface Jobs {
  send<T extends object>(queue: string, data: T, options?: SendOptions): Promise<void>;
  /** send, answering the job's id (null when a singleton key kept it out). */
  sendWithId<T extends object>(queue: string, data: T, options?: SendOptions): Promise<string | null>;
  /** Many jobs of one queue in one statement (inside `tx` when given). */
  sendMany<T extends object>(queue: string, data: readonly T[], options?: { tx?: DbOrTx }): Promise<void>;
  /** One handler call per job; a job whose handler throws is retried, the others of its batch complete. */
  work<T>(queue: QueueDefinition, handler: JobHandler<T>, options?: WorkOptions): Promise<void>;
  /** One handler call per batch, for work that is cheaper in bulk (one transaction for the batch's results). */
  workBatch<T>(queue: QueueDefinition, handler: BatchHandler<T>, options?: WorkOptions): Promise<void>;
  /**
   * Takes one waiting job by id, as a polling loop would take it (active, its attempt counted): for work that this
   * process can start at once. Null when it is gone, not yet due or already taken. The caller then completes,
   * fails or deletes it; a job it leaves active is retried once it expires, as any job.
   */
  claim<T>(queue: string, id: string): Promise<QueuedJob<T> | null>;
  /**
   * Makes the queue's jobs waiting for their next attempt due now (after an outage of what they need ended: their
   * back-off would hold them for minutes more). Answers how many.
   */
  resumeRetries(queue: string): Promise<number>;
  stop(): Promise<void>;
  boss: PgBoss;
}

/** Turns pg-boss's `$1` placeholders into a drizzle SQL so the job insert runs inside our transaction. */
function toDrizzleSql(text: string, values: unknown[]): SQL {
  const chunks: SQL[] = [];
  let last = 0;
  for (const m of text.matchAll(/\$(\d+)/g)) {
    chunks.push(sql.raw(text.slice(last, m.index)));
    // drizzle renders an undefined value as nothing at all; pg-boss passes undefined for every unset option.
    chunks.push(sql`${values[Number(m[1]) - 1] ?? null}`);
    last = (m.index ?? 0) + m[0].length;
  }
  chunks.push(sql.raw(text.slice(last)));
  return sql.join(chunks);
}

function asBossDb(tx: DbOrTx): PgBoss.Db {
  return {
    executeSql: async (text, values) => {
      const result = await tx.execute(toDrizzleSql(text, values ?? []));
      return { rows: result.rows };
    },
  };
}

/** Runs `task` over `items` with at most `limit` at a time; never rejects (each task catches its own errors). */
async function eachLimited<T>(items: readonly T[], limit: number, task: (item: T) => Promise<void>) {
  let next = 0;
  const lane = async () => {
    while (next < items.length) await task(items[next++] as T);
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, lane));
}

export async function startJobs(
  connectionString: string,
  options: { workers?: boolean } = {},
): Promise<Jobs> {
  const boss = new PgBoss({
    connectionString,
    // Busy queues fetch, fail and complete from several polling loops at once.
    max: 20,
    schedule: options.workers !== false,
    supervise: options.workers !== false,
  });
  let stopping = false;
  // Connections cut while we shut down are expected; anything else is worth a log line.
  boss.on('error', (err) => {
    if (!stopping) log.error({ err }, 'pg-boss error');
  });
  await boss.start();
  const created = new Set<string>();
  const ensureQueue = async (def: QueueDefinition) => {
    if (created.has(def.name)) return;
    await boss.createQueue(def.name, {
      name: def.name,
      retryLimit: def.retryLimit ?? 10,
      retryDelay: def.retryDelay ?? 30,
      retryBackoff: def.retryBackoff ?? true,
      expireInSeconds: def.expireInSeconds ?? 300,
    });
    created.add(def.name);
  };
  // The polling loops of this process by queue: a job sent outside a transaction wakes one of them at once instead
  // of waiting for the next poll (a sign-in code should leave now, not within the second). One, in turn: waking every
  // loop for every job would turn a rush of sends into a storm of empty fetches.
  const loops = new Map<string, { ids: string[]; next: number }>();
  const wake = (queue: string) => {
    const queueLoops = loops.get(queue);
    if (!queueLoops || queueLoops.ids.length === 0) return;
    boss.notifyWorker(queueLoops.ids[queueLoops.next++ % queueLoops.ids.length]!);
  };

  const workBatch = async <T>(def: QueueDefinition, handler: BatchHandler<T>, opts: WorkOptions = {}) => {
    await ensureQueue(def);
    const batchSize = opts.batchSize ?? 1;
    for (let i = 0; i < (opts.workers ?? 1); i++) {
      let loopId: string | undefined;
      loopId = await boss.work(
        def.name,
        {
          pollingIntervalSeconds: opts.pollingIntervalSeconds ?? 1,
          batchSize,
          // includeMetadata: the handler learns which attempt this is (retryCount).
          includeMetadata: true,
        },
        async (fetched) => {
          const jobs = fetched.map((job) => ({
            id: job.id,
            data: job.data as T,
            retryCount: (job as unknown as { retryCount?: number }).retryCount ?? 0,
          }));
          const { retry, output } = await handler(jobs);
          await Promise.all(retry.map(({ id, error }) => boss.fail(def.name, id, error as object)));
          // A full batch means more may be waiting: fetch again at once rather than after the polling pause.
          if (fetched.length === batchSize && loopId) boss.notifyWorker(loopId);
          // pg-boss completes the rest of the batch (jobs still active) when this returns, with this output.
          return output;
        },
      );
      const queueLoops = loops.get(def.name) ?? { ids: [], next: 0 };
      queueLoops.ids.push(loopId);
      loops.set(def.name, queueLoops);
    }
  };

  // The claims asked for in one turn of the event loop, per queue, in one statement (a rush of code requests claims
  // its jobs together). pg-boss 10's own fetch statement (plans.js fetchNextJob), narrowed to these ids. An id asked
  // for twice in a turn is handed out once: to the first, the others get null, as a second claim would.
  type Claimer = { give: (job: QueuedJob<unknown> | null) => void; fail: (error: unknown) => void };
  const claimBatches = new Map<string, Map<string, Claimer[]>>();
  const claimTogether = async (queue: string, batch: Map<string, Claimer[]>) => {
    try {
      const { rows } = await boss.getDb().executeSql(
        `UPDATE pgboss.job SET state = 'active', started_on = now(),
           retry_count = CASE WHEN started_on IS NOT NULL THEN retry_count + 1 ELSE retry_count END
         WHERE name = $1 AND id = any($2::uuid[]) AND state < 'active' AND start_after < now()
         RETURNING id, data, retry_count`,
        [queue, [...batch.keys()]],
      );
      const taken = new Map(
        (rows as { id: string; data: unknown; retry_count: number }[]).map((row) => [
          row.id,
          { id: row.id, data: row.data, retryCount: row.retry_count },
        ]),
      );
      for (const [id, [first, ...again]] of batch) {
        first?.give(taken.get(id) ?? null);
        for (const claimer of again) claimer.give(null);
      }
    } catch (error) {
      for (const claimers of batch.values()) for (const claimer of claimers) claimer.fail(error);
    }
  };
  const claimInTurn = (queue: string, id: string) =>
    new Promise<QueuedJob<unknown> | null>((give, fail) => {
      let batch = claimBatches.get(queue);
      if (!batch) {
        const open = new Map<string, Claimer[]>();
        batch = open;
        claimBatches.set(queue, open);
        setImmediate(() => {
          claimBatches.delete(queue);
          void claimTogether(queue, open);
        });
      }
      const claimers = batch.get(id) ?? [];
      claimers.push({ give, fail });
      batch.set(id, claimers);
    });

  const sendWithId = async <T extends object>(queue: string, data: T, opts: SendOptions = {}) => {
    await ensureQueue({ name: queue });
    const id = await boss.send(queue, withRequestId(data), {
      ...(opts.tx ? { db: asBossDb(opts.tx) } : {}),
      ...(opts.startAfter ? { startAfter: opts.startAfter } : {}),
      ...(opts.singletonKey ? { singletonKey: opts.singletonKey } : {}),
    });
    if (!opts.tx && !opts.startAfter && opts.wake !== false) wake(queue);
    return id;
  };

  return {
    boss,
    sendWithId,
    async send(queue, data, opts = {}) {
      await sendWithId(queue, data, opts);
    },
    async sendMany(queue, data, opts = {}) {
      if (data.length === 0) return;
      await ensureQueue({ name: queue });
      await boss.insert(
        data.map((d) => ({ name: queue, data: withRequestId(d) })),
        opts.tx ? { db: asBossDb(opts.tx) } : {},
      );
      if (!opts.tx) wake(queue);
    },
    workBatch,
    async resumeRetries(queue: string) {
      const { rows } = await boss.getDb().executeSql(
        `WITH due AS (UPDATE pgboss.job SET start_after = now()
           WHERE name = $1 AND state = 'retry' AND start_after > now() RETURNING 1)
         SELECT count(*)::int AS n FROM due`,
        [queue],
      );
      return (rows[0] as { n: number } | undefined)?.n ?? 0;
    },
    claim<T>(queue: string, id: string) {
      return claimInTurn(queue, id) as Promise<QueuedJob<T> | null>;
    },
    work(def, handler, opts = {}) {
      return workBatch(
        def,
        async (jobs) => {
          const retry: BatchOutcome['retry'] = [];
          let output: unknown;
          await eachLimited(jobs, opts.concurrency ?? 1, async (job) => {
            try {
              const requestId = requestIdOf(job.data);
              // The handler's log lines name the job, and the request that queued it.
              output = await runInRequestContext({ ...(requestId ? { requestId } : {}), jobId: job.id }, () =>
                handler(job.data as Parameters<typeof handler>[0], {
                  id: job.id,
                  retryCount: job.retryCount,
                }),
              );
            } catch (error) {
              retry.push({ id: job.id, error });
            }
          });
          // One job per fetch (the default) keeps its handler's answer as the job's output; a batch shares one.
          return { retry, output: jobs.length === 1 ? output : undefined };
        },
        opts,
      );
    },
    stop: () => {
      stopping = true;
      return boss.stop({ graceful: true, wait: true, timeout: 10_000 });
    },
  };
}
