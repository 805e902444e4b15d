// Runs before any test (npm test, npm run test:e2e): the end-to-end tests drive Debian's Chromium and never
// download a browser. When it is missing, it is installed here where that needs no question (as root, or through
// sudo without a password); otherwise the run stops at once with one line naming the command to run, instead of
// every browser test failing minutes later.
import { spawnSync } from 'node:child_process';
import { accessSync, constants } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const DEBIAN_CHROMIUM = '/usr/bin/chromium';
export const INSTALL_COMMAND = 'sudo apt-get install -y chromium';

/**
 * What to do, from what this machine offers: nothing when the browser is there; install it with apt-get as root
 * or through sudo; or stop. A browser named by CHROMIUM_PATH is the developer's own: never installed over.
 */
export function chromiumPlan({ present, custom, isRoot, hasAptGet, canSudo }) {
  if (present) return { action: 'ready' };
  if (custom || !hasAptGet || (!isRoot && !canSudo)) return { action: 'stop' };
  return { action: 'install', sudo: !isRoot };
}

function isExecutable(file) {
  try {
    accessSync(file, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

function onPath(command) {
  return (process.env.PATH ?? '')
    .split(path.delimiter)
    .some((dir) => dir && isExecutable(path.join(dir, command)));
}

function run(command, args) {
  return spawnSync(command, args, { stdio: ['ignore', 'ignore', 'inherit'] }).status === 0;
}

/** apt-get without questions; through `env`, since sudo may refuse a variable set on its own command line. */
function aptGet(sudo, args) {
  const command = ['env', 'DEBIAN_FRONTEND=noninteractive', 'apt-get', ...args];
  return sudo ? run('sudo', ['-n', ...command]) : run(command[0], command.slice(1));
}

function main() {
  const browser = process.env.CHROMIUM_PATH || DEBIAN_CHROMIUM;
  const custom = browser !== DEBIAN_CHROMIUM;
  const isRoot = process.getuid?.() === 0;
  const hasAptGet = onPath('apt-get');
  const plan = chromiumPlan({
    present: isExecutable(browser),
    custom,
    isRoot,
    hasAptGet,
    canSudo: !isRoot && hasAptGet && onPath('sudo') && run('sudo', ['-n', 'true']),
  });
  if (plan.action === 'ready') return 0;
  const stop = () => {
    console.error(
      custom
        ? `Chromium fehlt: CHROMIUM_PATH=${browser} ist kein ausführbares Programm. Bitte den Pfad korrigieren.`
        : `Chromium fehlt (${DEBIAN_CHROMIUM}) und lässt sich hier nicht installieren: bitte \`${INSTALL_COMMAND}\` ausführen, dann erneut starten.`,
    );
    return 1;
  };
  if (plan.action === 'stop') return stop();
  console.error(`Chromium fehlt (${DEBIAN_CHROMIUM}): installiere Debians chromium mit apt-get…`);
  const installed =
    aptGet(plan.sudo, ['update', '-qq']) && aptGet(plan.sudo, ['install', '-y', '-qq', 'chromium']);
  return installed && isExecutable(DEBIAN_CHROMIUM) ? 0 : stop();
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) process.exit(main());
