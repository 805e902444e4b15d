// `npm test` runs its phases through this script so that each one's time is printed as it ends, and a slow phase
// shows in CI's output before a limit stops it: "phase unit+integration: 371 s (total 371 s)". The first failing
// phase ends the run with its exit code; the phases after it are named as not run.
import { spawnSync } from 'node:child_process';

/** [name, command] pairs, run one after the other through the shell (npm scripts, as package.json names them). */
const PHASES = {
  test: [
    ['chromium', 'node scripts/ensure-chromium.mjs'],
    ['unit+integration', 'npm run test:unit'],
    ['build', 'npm run build'],
    ['end-to-end', 'playwright test'],
  ],
};

function seconds(ms) {
  return `${Math.round(ms / 1000)} s`;
}

function main(which) {
  const phases = PHASES[which];
  if (!phases) {
    console.error(
      `run-phases: unbekannte Phasenliste "${which}" (bekannt: ${Object.keys(PHASES).join(', ')})`,
    );
    return 2;
  }
  const start = Date.now();
  for (const [index, [name, command]] of phases.entries()) {
    const began = Date.now();
    console.log(`\n=== phase ${name}: ${command}`);
    const { status, signal } = spawnSync(command, { shell: true, stdio: 'inherit' });
    const code = status ?? (signal ? 1 : 0);
    console.log(
      `=== phase ${name}: ${code === 0 ? 'ok' : `failed (${signal ?? `exit ${code}`})`} in ${seconds(Date.now() - began)} (total ${seconds(Date.now() - start)})`,
    );
    if (code !== 0) {
      const skipped = phases.slice(index + 1).map(([n]) => n);
      if (skipped.length) console.log(`=== not run: ${skipped.join(', ')}`);
      return code;
    }
  }
  return 0;
}

process.exit(main(process.argv[2] ?? 'test'));
