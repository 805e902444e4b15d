import { randomBytes } from 'node:crypto';
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { connect, type Database } from '../../src/server/db/client';
import { runMigrations } from '../../src/server/db/migrate';
import { migrationsDir } from '../../src/server/paths';

// The family_links migration carries data (decision 012): a second parent linked before consent existed never
// accepted. On an existing database the link becomes a pending offer, and the access it gave is withdrawn.

const adminUrl = inject('pgAdminUrl');
const name = `m_${randomBytes(6).toString('hex')}`;
let database: Database | undefined;
const folders: string[] = [];

async function admin(statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  await client.query(statement);
  await client.end();
}

/** A copy of the migrations folder that ends before the migration tagged `tag`. */
function migrationsBefore(tag: string): string {
  const journal = JSON.parse(readFileSync(path.join(migrationsDir, 'meta', '_journal.json'), 'utf8')) as {
    entries: { tag: string }[];
  };
  const index = journal.entries.findIndex((e) => e.tag.endsWith(tag));
  if (index < 1) throw new Error(`no migration tagged *${tag} after the first`);
  const folder = mkdtempSync(path.join(os.tmpdir(), 'anpfiff-migrations-'));
  folders.push(folder);
  mkdirSync(path.join(folder, 'meta'));
  const entries = journal.entries.slice(0, index);
  writeFileSync(path.join(folder, 'meta', '_journal.json'), JSON.stringify({ ...journal, entries }));
  for (const entry of entries) {
    copyFileSync(path.join(migrationsDir, `${entry.tag}.sql`), path.join(folder, `${entry.tag}.sql`));
  }
  return folder;
}

afterAll(async () => {
  await database?.close();
  await admin(`drop database if exists ${name} with (force)`);
  for (const folder of folders) rmSync(folder, { recursive: true, force: true });
});

describe('the family_links migration on existing data', () => {
  it('turns a link made without consent into a pending offer and withdraws what it shared', async () => {
    await admin(`create database ${name}`);
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    database = connect(url.toString(), 3);
    await runMigrations(database.db, migrationsBefore('_family_links'));

    const q = (text: string, values: unknown[] = []) => database!.pool.query(text, values);
    for (const [id, email, partner] of [
      ['anna', 'anna@example.ch', 'marco@example.ch'],
      ['marco', 'marco@example.ch', null],
      ['lea', 'lea@example.ch', 'noch.kein.konto@example.ch'],
      ['solo', 'solo@example.ch', null],
    ] as const) {
      await q(`insert into profiles (id, name, email, second_parent_email) values ($1, $1, $2, $3)`, [
        id,
        email,
        partner,
      ]);
    }
    const child = await q(
      `insert into children (parent_id, first_name, last_name, date_of_birth) values ('anna', 'Mia', 'M', '2014-01-01') returning id`,
    );
    await q(`insert into parent_children (parent_id, child_id) values ('marco', $1)`, [child.rows[0].id]);

    await runMigrations(database.db);

    const links = await q(
      `select inviter_id, invitee_email, invitee_id, status from family_links order by inviter_id`,
    );
    expect(links.rows).toEqual([
      { inviter_id: 'anna', invitee_email: 'marco@example.ch', invitee_id: null, status: 'pending' },
      { inviter_id: 'lea', invitee_email: 'noch.kein.konto@example.ch', invitee_id: null, status: 'pending' },
    ]);
    expect((await q(`select * from parent_children`)).rows).toEqual([]);
    expect((await q(`select id from profiles where second_parent_email is not null`)).rows).toEqual([]);
  });
});
