import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

// CPU time from /proc (Linux), to print beside wall-clock figures: on a machine shared with other work the wall clock
// says how busy the machine was, the CPU time what a request cost. Elsewhere every figure is 0.

const TICKS_PER_SECOND = 100; // USER_HZ, 100 on every Linux we run on

interface ProcStat {
  pid: number;
  ppid: number;
  /** utime + stime of the process itself, in ticks. */
  own: number;
  /** cutime + cstime: what its ended (and waited-for) children used, in ticks. */
  children: number;
}

function procStat(pid: number): ProcStat | undefined {
  try {
    const text = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The command name (field 2) may contain spaces: the fields after it start past its closing parenthesis.
    const fields = text.slice(text.lastIndexOf(')') + 2).split(' ');
    const field = (n: number) => Number(fields[n - 3] ?? 0);
    return { pid, ppid: field(4), own: field(14) + field(15), children: field(16) + field(17) };
  } catch {
    return undefined;
  }
}

/** CPU milliseconds a process has used so far. */
export function processCpuMs(pid: number): number {
  return ((procStat(pid)?.own ?? 0) * 1000) / TICKS_PER_SECOND;
}

/**
 * CPU milliseconds PostgreSQL has used so far: the postmaster, its running backends, and (through the postmaster's
 * children times) every backend that has ended.
 */
export function postgresCpuMs(dataDir: string): number {
  let postmaster: number;
  try {
    postmaster = Number.parseInt(readFileSync(path.join(dataDir, 'postmaster.pid'), 'utf8'), 10);
  } catch {
    return 0;
  }
  const main = procStat(postmaster);
  if (!main) return 0;
  let ticks = main.own + main.children;
  for (const child of childrenOf(postmaster)) ticks += child.own;
  return (ticks * 1000) / TICKS_PER_SECOND;
}

function childrenOf(parent: number): ProcStat[] {
  const found: ProcStat[] = [];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    const stat = procStat(Number(entry));
    if (stat?.ppid === parent) found.push(stat);
  }
  return found;
}

/** The process ids of a process's running children (a postmaster's backends and helpers). */
export function childPids(parent: number): number[] {
  return childrenOf(parent).map((child) => child.pid);
}
