import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { connect, type Database } from '../../src/server/db/client';
import { runMigrations } from '../../src/server/db/migrate';
import { committedMigrationCount } from '../../src/server/db/migration-count';

// Several instances behind a load balancer start together on one empty database (README, production notes): the
// committed migrations must be applied exactly once, and no instance may fail its start over it.

const adminUrl = inject('pgAdminUrl');
const name = `m_${randomBytes(6).toString('hex')}`;
const opened: Database[] = [];

async function admin(sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  await client.query(sql);
  await client.end();
}

function instance(): Database {
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const database = connect(url.toString(), 5);
  opened.push(database);
  return database;
}

afterAll(async () => {
  for (const database of opened) await database.close();
  await admin(`drop database if exists ${name} with (force)`);
});

describe('migrations at start', () => {
  it('are applied once when four instances start together on an empty database', async () => {
    await admin(`create database ${name}`);
    const instances = [instance(), instance(), instance(), instance()];
    const results = await Promise.allSettled(instances.map((i) => runMigrations(i.db)));
    expect(results.map((r) => (r.status === 'rejected' ? String(r.reason) : 'ok'))).toEqual([
      'ok',
      'ok',
      'ok',
      'ok',
    ]);
    const applied = await instances[0]!.pool.query<{ n: number }>(
      'select count(*)::int as n from drizzle.__drizzle_migrations',
    );
    expect(applied.rows[0]!.n).toBe(committedMigrationCount());
    // A later start finds nothing left to do.
    await runMigrations(instance().db);
    const again = await instances[0]!.pool.query<{ n: number }>(
      'select count(*)::int as n from drizzle.__drizzle_migrations',
    );
    expect(again.rows[0]!.n).toBe(committedMigrationCount());
  });
});
