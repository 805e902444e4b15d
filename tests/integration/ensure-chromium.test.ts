import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { chromiumPlan } from '../../scripts/ensure-chromium.mjs';

// `npm test` checks for Chromium before any test starts (scripts/ensure-chromium.mjs): present, it goes on;
// missing, it installs Debian's package where no password is needed, or stops at once with one line that names
// the command to run.

const script = path.resolve('scripts/ensure-chromium.mjs');
const runScript = (env: Record<string, string>) =>
  spawnSync(process.execPath, [script], {
    env: { ...process.env, ...env },
    encoding: 'utf8',
    timeout: 10_000,
  });

const machine = { present: false, custom: false, isRoot: false, hasAptGet: true, canSudo: false };

describe('ensure-chromium', () => {
  it.each([
    ['present', { ...machine, present: true }, { action: 'ready' }],
    ['missing, root with apt-get', { ...machine, isRoot: true }, { action: 'install', sudo: false }],
    ['missing, sudo without a password', { ...machine, canSudo: true }, { action: 'install', sudo: true }],
    ['missing, sudo would ask for a password', machine, { action: 'stop' }],
    ['missing, root without apt-get', { ...machine, isRoot: true, hasAptGet: false }, { action: 'stop' }],
    [
      'missing at CHROMIUM_PATH (never installed over)',
      { ...machine, isRoot: true, custom: true },
      { action: 'stop' },
    ],
  ])('%s', (_, given, plan) => {
    expect(chromiumPlan(given)).toEqual(plan);
  });

  it('goes on silently when the browser is there', () => {
    const result = runScript({ CHROMIUM_PATH: process.execPath });
    expect(result.status).toBe(0);
    expect(result.stderr).toBe('');
  });

  it('stops at once with one line naming what to fix when a named browser is missing', () => {
    const result = runScript({ CHROMIUM_PATH: '/nonexistent/chromium' });
    expect(result.status).toBe(1);
    expect(result.stderr.trim().split('\n')).toEqual([
      'Chromium fehlt: CHROMIUM_PATH=/nonexistent/chromium ist kein ausführbares Programm. Bitte den Pfad korrigieren.',
    ]);
  });
});
