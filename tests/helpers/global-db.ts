import { chmod, mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { connect } from '../../src/server/db/client';
import { startEmbeddedPostgres } from '../../src/server/db/embedded-postgres';
import { runMigrations } from '../../src/server/db/migrate';

// One PostgreSQL for the whole test run: embedded by default, or the server in TEST_DATABASE_URL. Migrations run
// once into a template database; every test file clones it (CREATE DATABASE ... TEMPLATE), which takes milliseconds.
export const TEMPLATE = 'anpfiff_template';

declare module 'vitest' {
  export interface ProvidedContext {
    pgAdminUrl: string;
  }
}

/**
 * embedded-postgres registers async-exit-hook, which answers the runner's natural end ('beforeExit') with
 * process.exit(0): a run with failed tests exited 0, and CI went on as if it had passed. The code the runner set
 * when its tests ended is the one the process exits with.
 */
function keepRunnerExitCode(): void {
  let codeAtEnd: typeof process.exitCode;
  process.once('beforeExit', () => {
    codeAtEnd = process.exitCode;
  });
  process.once('exit', () => {
    if (codeAtEnd !== undefined && codeAtEnd !== 0) process.exitCode = codeAtEnd;
  });
}

export default async function setup(project: TestProject) {
  keepRunnerExitCode();
  let stop: () => Promise<void> = async () => {};
  let adminUrl = process.env.TEST_DATABASE_URL;
  let tmp: string | undefined;
  if (!adminUrl) {
    tmp = await mkdtemp(path.join(os.tmpdir(), 'anpfiff-test-pg-'));
    // Postgres runs as the `postgres` user when we are root; it must be able to enter the folder.
    await chmod(tmp, 0o755);
    const embedded = await startEmbeddedPostgres(path.join(tmp, 'pg'), {
      persistent: false,
      fast: true,
      database: 'postgres',
    });
    adminUrl = embedded.url;
    stop = embedded.stop;
  }
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`drop database if exists ${TEMPLATE}`);
  await admin.query(`create database ${TEMPLATE}`);
  await admin.end();
  const templateUrl = new URL(adminUrl);
  templateUrl.pathname = `/${TEMPLATE}`;
  const database = connect(templateUrl.toString(), 2);
  await runMigrations(database.db);
  await database.close();
  project.provide('pgAdminUrl', adminUrl);
  return async () => {
    await stop();
    if (tmp) await rm(tmp, { recursive: true, force: true });
  };
}
