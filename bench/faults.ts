// npm run bench:faults [-- --only database,smtp --dist --soak-minutes 30 --timeout 900]
//
// The fault drills of issue 27 part 3 (docs/reliability.md section 6), one after another, each in a process
// and an environment of its own (bench/faults-<drill>.ts, also runnable alone with its own options): each
// prints what it did, its figures and MET or MISSED. This prints the verdicts at the end and exits 1 when a
// drill missed. Not a timed test: the lead runs it on an idle machine.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { projectRoot } from '../src/server/paths';

const DRILLS = ['database', 'smtp', 'stripe', 'sigterm', 'soak'] as const;
type Drill = (typeof DRILLS)[number];

const { values: args } = parseArgs({
  options: {
    only: { type: 'string' },
    dist: { type: 'boolean', default: false },
    'soak-minutes': { type: 'string', default: '30' },
    timeout: { type: 'string' },
  },
});

const wanted = args.only ? args.only.split(',').map((d) => d.trim()) : [...DRILLS];
const unknown = wanted.filter((d) => !(DRILLS as readonly string[]).includes(d));
if (unknown.length > 0)
  throw new Error(`--only: unbekannt ${unknown.join(', ')} (bekannt: ${DRILLS.join(', ')})`);

function drillArgs(drill: Drill): string[] {
  return [
    ...(args.dist ? ['--dist'] : []),
    ...(args.timeout ? ['--timeout', args.timeout] : []),
    ...(drill === 'soak' ? ['--minutes', args['soak-minutes']] : []),
  ];
}

function run(drill: Drill): Promise<'MET' | 'MISSED' | 'fehlt'> {
  const file = path.join(projectRoot, 'bench', `faults-${drill}.ts`);
  if (!existsSync(file)) return Promise.resolve('fehlt');
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['--import', 'tsx', file, ...drillArgs(drill)], {
      cwd: projectRoot,
      stdio: 'inherit',
    });
    child.on('exit', (code) => resolve(code === 0 ? 'MET' : 'MISSED'));
  });
}

const verdicts: [Drill, string][] = [];
for (const drill of wanted as Drill[]) {
  console.log(`\n=== Drill ${drill}`);
  verdicts.push([drill, await run(drill)]);
}
console.log('\nFehler-Drills');
for (const [drill, verdict] of verdicts) console.log(`  ${drill.padEnd(10)} ${verdict}`);
process.exit(verdicts.every(([, v]) => v === 'MET') ? 0 : 1);
