import { performance } from 'node:perf_hooks';
import type { ScheduleTraining } from '../../../domain/bookings/contracts';
import type { AppContext } from '../../context';
import type { Db } from '../../db/client';
import { selectTrainings } from '../schedule/queries';
import { preserialiseTrainings, type SerialisedTraining } from './trainings-json';

// The part of the trainings page that is the same for every family (the trainings with their free seats and
// trainers), kept in memory for a moment (decision 031). Bookings, cancellations and the back office's changes of
// trainings drop it in this process once committed; another instance's change shows here after at most the TTL.
// A booking never relies on it: its seats are decided under the training's row lock.

export interface SharedTrainings {
  upcoming: ScheduleTraining[];
  past: ScheduleTraining[];
  /** The ids of both lists: one array per read, so the families' reads of one period can share a statement. */
  ids: readonly string[];
  /** Both lists serialised once per read: each request only adds its family's part (trainings-json.ts). */
  serialised: { upcoming: SerialisedTraining[]; past: SerialisedTraining[] };
}

interface Entry {
  list: Promise<SharedTrainings>;
  /** performance.now() when the read started: the wall-clock age. */
  startedAt: number;
  /** ctx.clock's now the list was read for (upcoming and past are split on it). */
  readFor: number;
}

const entries = new WeakMap<Db, Entry>();

/** The shared list as of `now`, read at most once per TTL and process (concurrent requests share one read). */
export function sharedTrainings(ctx: Pick<AppContext, 'db' | 'config'>, now: Date): Promise<SharedTrainings> {
  const ttl = ctx.config.TRAININGS_CACHE_MS;
  const entry = entries.get(ctx.db);
  const at = now.getTime();
  // The service's clock counts too: a test clock moved on (or back) must not be answered from another moment.
  if (entry && performance.now() - entry.startedAt < ttl && at >= entry.readFor && at - entry.readFor < ttl) {
    return entry.list;
  }
  const list = readSharedTrainings(ctx.db, now);
  if (ttl > 0) {
    const fresh: Entry = { list, startedAt: performance.now(), readFor: at };
    entries.set(ctx.db, fresh);
    // A failed read is not kept: the next request tries again.
    list.catch(() => {
      if (entries.get(ctx.db) === fresh) entries.delete(ctx.db);
    });
  }
  return list;
}

async function readSharedTrainings(db: Db, now: Date): Promise<SharedTrainings> {
  const [upcoming, past] = await Promise.all([
    selectTrainings(db, { when: 'upcoming', now }),
    selectTrainings(db, { when: 'past', now }),
  ]);
  return {
    upcoming,
    past,
    ids: [...upcoming, ...past].map((s) => s.id),
    serialised: { upcoming: preserialiseTrainings(upcoming), past: preserialiseTrainings(past) },
  };
}

/**
 * Forgets the shared list after a committed change of seats or trainings, so this process's next read (the
 * parent's own, after booking) sees it. Call after the commit: a read started before it could keep the old state.
 */
export function forgetSharedTrainings(db: Db): void {
  entries.delete(db);
}
