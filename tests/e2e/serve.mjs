// Starts the built server for the end-to-end tests on a fresh, empty data folder (so the embedded PostgreSQL
// starts empty) and removes the folder when the server has stopped.
// Playwright stops its web server by signalling the whole process group: the server receives the signal itself
// and shuts down cleanly; this script only waits for it, so the signal is not delivered twice.
import { spawn } from 'node:child_process';
import { chmodSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'anpfiff-e2e-'));
// As root, PostgreSQL runs as the `postgres` user, which must be able to enter the folder.
chmodSync(dataDir, 0o755);
// Where journeys find this run's data folder (its database and PHOTOS_DIR) to arrange data no screen creates yet:
// tests/e2e/helpers/e2e-db.ts.
const infoFile = path.join(os.tmpdir(), `anpfiff-e2e-server-${process.env.PORT}.json`);
writeFileSync(infoFile, JSON.stringify({ dataDir }));

const server = spawn(process.execPath, ['dist/server/main.js'], {
  stdio: 'inherit',
  env: { ...process.env, DATA_DIR: dataDir },
});

for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => {});

server.on('exit', (code, signal) => {
  rmSync(dataDir, { recursive: true, force: true });
  rmSync(infoFile, { force: true });
  process.exit(code ?? (signal ? 1 : 0));
});
