import { type SQL, sql } from 'drizzle-orm';
import PgBoss from 'pg-boss';
import type { DbOrTx } from '../db/client';

// Durable background work (mail, push, photo sync, reminders) on pg-boss, in the same PostgreSQL.
// A job sent with a transaction handle is only visible once that transaction commits, so a booking and its
// confirmation mail are stored together or not at all.

/** What a handler answers is kept as the job's output (pg-boss), for whoever asks how the job ended. */
export type JobHandler<T> = (data: T, meta: { id: string; retryCount: number }) => Promise<unknown>;

export interface QueueDefinition {
  name: string;
  retryLimit?: number;
  retryDelay?: number;
  retryBackoff?: boolean;
  expireInSeconds?: number;
}

export interface Jobs {
  send<T extends object>(
    queue: string,
    data: T,
    options?: { tx?: DbOrTx; startAfter?: Date; singletonKey?: string },
  ): Promise<void>;
  work<T>(queue: QueueDefinition, handler: JobHandler<T>): Promise<void>;
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

export async function startJobs(
  connectionString: string,
  options: { workers?: boolean } = {},
): Promise<Jobs> {
  const boss = new PgBoss({
    connectionString,
    max: 5,
    schedule: options.workers !== false,
    supervise: options.workers !== false,
  });
  let stopping = false;
  // Connections cut while we shut down are expected; anything else is worth a log line.
  boss.on('error', (err) => {
    if (!stopping) console.error('[jobs]', err.message);
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
  return {
    boss,
    async send(queue, data, opts = {}) {
      await ensureQueue({ name: queue });
      await boss.send(queue, data, {
        ...(opts.tx ? { db: asBossDb(opts.tx) } : {}),
        ...(opts.startAfter ? { startAfter: opts.startAfter } : {}),
        ...(opts.singletonKey ? { singletonKey: opts.singletonKey } : {}),
      });
    },
    async work(def, handler) {
      await ensureQueue(def);
      // includeMetadata: the handler learns which attempt this is (retryCount).
      await boss.work(
        def.name,
        { pollingIntervalSeconds: 1, batchSize: 1, includeMetadata: true },
        async (jobs) => {
          let output: unknown;
          for (const job of jobs) {
            const retryCount = (job as unknown as { retryCount?: number }).retryCount ?? 0;
            output = await handler(job.data as Parameters<typeof handler>[0], { id: job.id, retryCount });
          }
          return output;
        },
      );
    },
    stop: () => {
      stopping = true;
      return boss.stop({ graceful: true, wait: true, timeout: 10_000 });
    },
  };
}
