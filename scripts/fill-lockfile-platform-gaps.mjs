// The npm registry this project installs from serves only some platforms' prebuilt binaries (e.g. no
// @biomejs/cli-darwin-arm64). `npm install` silently skips such optional packages, but then `npm ci` calls the lock
// file out of sync. This adds the missing optional platform packages to package-lock.json with their os/cpu/libc,
// so `npm ci` recognises them as other platforms' binaries and skips them without fetching.
// Run after `npm install` changed the lock file: `node scripts/fill-lockfile-platform-gaps.mjs`.
import { readFileSync, writeFileSync } from 'node:fs';

const OS = [
  'android',
  'darwin',
  'freebsd',
  'openbsd',
  'openharmony',
  'win32',
  'linux',
  'netbsd',
  'sunos',
  'aix',
];
const CPU = ['arm64', 'x64', 'arm', 'ia32', 'loong64', 'ppc64', 'riscv64', 's390x', 'wasm32', 'mips64el'];

function platformOf(name) {
  const tokens = name.split('/').pop().split('-');
  const os = tokens.find((t) => OS.includes(t));
  const cpu = tokens.find((t) => CPU.includes(t));
  if (cpu === 'wasm32') return { cpu: ['wasm32'] };
  if (!os || !cpu) return null;
  return { os: [os], cpu: [cpu], ...(tokens.includes('musl') ? { libc: ['musl'] } : {}) };
}

const file = new URL('../package-lock.json', import.meta.url);
const lock = JSON.parse(readFileSync(file, 'utf8'));
let added = 0;
for (const [key, pkg] of Object.entries(lock.packages)) {
  for (const [dep, range] of Object.entries(pkg.optionalDependencies ?? {})) {
    const base = key === '' ? '' : `${key}/`;
    const candidates = [`${base}node_modules/${dep}`, `node_modules/${dep}`];
    if (candidates.some((c) => lock.packages[c])) continue;
    const platform = platformOf(dep);
    if (!platform) continue;
    lock.packages[`node_modules/${dep}`] = { version: range, ...platform, optional: true };
    added++;
  }
}
lock.packages = Object.fromEntries(
  Object.entries(lock.packages).sort(([a], [b]) => (a === '' ? -1 : b === '' ? 1 : a.localeCompare(b))),
);
writeFileSync(file, `${JSON.stringify(lock, null, 2)}\n`);
console.log(`added ${added} platform-specific optional packages to package-lock.json`);
