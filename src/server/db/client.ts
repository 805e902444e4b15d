import { drizzle, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import * as schema from './schema';

type Schema = typeof schema;
// `$client`: the pool behind it, whose use /metrics reports.
export type Db = NodePgDatabase<Schema> & { $client: pg.Pool };
/** A transaction handle; services accept either so they compose inside a caller's transaction. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type DbOrTx = Db | Tx;

export interface Database {
  db: Db;
  pool: pg.Pool;
  close(): Promise<void>;
}

// DATE columns come back as 'YYYY-MM-DD' strings (never JS Date): calendar dates must not shift with a time zone.
pg.types.setTypeParser(1082, (v) => v);

/**
 * How long opening one connection may take. A database that is gone refuses at once; one that hangs (a stopped
 * process, a lost network) would otherwise hold every request waiting on a new connection for ever. Only the
 * connect is bounded, not the wait for a free pool client: a booking rush queues for the pool's clients longer than
 * this, and must not turn into 503s (decision 046).
 */
const CONNECT_TIMEOUT_MS = 1500;

/** A pg client whose connect is bounded; the pool's own connectionTimeoutMillis would also bound its queue. */
class BoundedConnectClient extends pg.Client {
  constructor(config?: string | pg.ClientConfig) {
    super({
      ...(typeof config === 'string' ? { connectionString: config } : config),
      connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
      // A connection whose peer vanished without a word (no RST) is noticed by TCP rather than never.
      keepAlive: true,
    });
  }
}

export function connect(url: string, max = 10): Database {
  const pool = new pg.Pool({ connectionString: url, max, Client: BoundedConnectClient });
  // An idle client losing its connection must not crash the process; the pool replaces it.
  pool.on('error', () => {});
  // Nor one checked out (a transaction between two queries): pg-pool listens to idle clients only, and a client emits
  // the loss of its connection as an 'error' event, which with no listener ends the process. Its query, or the next
  // one, fails with the loss instead (503), and the pool drops it when it is released.
  pool.on('connect', (client) => client.on('error', () => {}));
  const db = drizzle(pool, { schema, casing: 'snake_case' });
  return { db, pool, close: () => pool.end() };
}
