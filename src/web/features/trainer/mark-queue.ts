import type { AttendanceStatus, OfferKind } from '@domain/attendance/attendance-api';
import type { TrainerMark, TrainerMarksResponse } from '@domain/trainers/trainer-api';
import { ApiError } from '../../lib/api';

// The trainer's marks waiting to reach the server (decision 050): each made with its own id and the moment it was
// made, kept in the browser's storage until the server answered for it, so a mark made without a network (or in a
// page closed before it was sent) goes out when the network is back. The server applies each once and lets the
// latest made win, so sending one twice is harmless.

export interface QueuedMark {
  kind: OfferKind;
  offerId: string;
  mark: TrainerMark;
}

const KEY = 'anpfiff.trainer-marks';

/** The storage the queue lives in (localStorage; tests pass their own). */
export type MarkStorage = Pick<Storage, 'getItem' | 'setItem'>;

function storageOrNull(): MarkStorage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

export function readQueue(storage: MarkStorage | null = storageOrNull()): QueuedMark[] {
  try {
    const raw = storage?.getItem(KEY);
    const parsed: unknown = raw ? JSON.parse(raw) : [];
    return Array.isArray(parsed) ? (parsed as QueuedMark[]) : [];
  } catch {
    return [];
  }
}

function writeQueue(queue: readonly QueuedMark[], storage: MarkStorage | null): void {
  try {
    storage?.setItem(KEY, JSON.stringify(queue));
  } catch {
    // Storage full or unavailable: the mark still goes out while the page is open.
  }
}

/** A new mark, made now on this device. */
export function newMark(
  childId: string,
  day: string,
  status: AttendanceStatus,
  now = new Date(),
): TrainerMark {
  return { markId: crypto.randomUUID(), childId, day, status, markedAt: now.toISOString() };
}

export function enqueueMarks(
  entries: readonly QueuedMark[],
  storage: MarkStorage | null = storageOrNull(),
): void {
  writeQueue([...readQueue(storage), ...entries], storage);
}

/** The status the queue holds for a cell: its latest mark, or undefined. */
export function queuedStatus(
  queue: readonly QueuedMark[],
  cell: { kind: OfferKind; offerId: string; childId: string; day: string },
): AttendanceStatus | undefined {
  let latest: TrainerMark | undefined;
  for (const { kind, offerId, mark } of queue) {
    if (
      kind !== cell.kind ||
      offerId !== cell.offerId ||
      mark.childId !== cell.childId ||
      mark.day !== cell.day
    ) {
      continue;
    }
    if (!latest || mark.markedAt >= latest.markedAt) latest = mark;
  }
  return latest?.status;
}

export type SendMarks = (
  kind: OfferKind,
  offerId: string,
  marks: TrainerMark[],
) => Promise<TrainerMarksResponse>;

export interface SyncOutcome {
  /** Marks the server answered for (applied, superseded or refused). */
  answered: number;
  /** Marks the server refused (child no longer registered, day not open, offer no longer the trainer's). */
  refused: number;
  /** The server could not be reached: everything not answered stays queued. */
  offline: boolean;
}

/**
 * A refusal that sending again cannot change: the offer is no longer the trainer's (403, 404) or the batch is not
 * one the server takes (400). Signed out (401), too many requests (429) and server errors are tried again later.
 */
function isFinalRefusal(error: unknown): boolean {
  return error instanceof ApiError && [400, 403, 404, 409].includes(error.status);
}

let running: Promise<SyncOutcome> | null = null;

/**
 * Sends the queue, one request per offer. A mark leaves the queue once the server answered for it; an offer the
 * server refuses for good (isFinalRefusal) leaves with its marks, counted as refused; no network, or any other
 * failure, keeps the rest for the next try. One sync at a time: a call while one runs waits for it.
 */
export function syncQueue(
  send: SendMarks,
  storage: MarkStorage | null = storageOrNull(),
): Promise<SyncOutcome> {
  running ??= runSync(send, storage).finally(() => {
    running = null;
  });
  return running;
}

async function runSync(send: SendMarks, storage: MarkStorage | null): Promise<SyncOutcome> {
  const outcome: SyncOutcome = { answered: 0, refused: 0, offline: false };
  const groups = new Map<string, QueuedMark[]>();
  for (const entry of readQueue(storage)) {
    const key = `${entry.kind}/${entry.offerId}`;
    groups.set(key, [...(groups.get(key) ?? []), entry]);
  }
  for (const entries of groups.values()) {
    const { kind, offerId } = entries[0]!;
    const done = new Set<string>();
    try {
      const answer = await send(
        kind,
        offerId,
        entries.map((e) => e.mark),
      );
      for (const result of answer.results) {
        done.add(result.markId);
        if (result.outcome === 'refused') outcome.refused++;
      }
    } catch (error) {
      if (isFinalRefusal(error)) {
        for (const entry of entries) done.add(entry.mark.markId);
        outcome.refused += entries.length;
      } else {
        outcome.offline = error instanceof ApiError && error.status === 0;
        break;
      }
    }
    outcome.answered += done.size;
    // Marks queued while this request was under way stay.
    writeQueue(
      readQueue(storage).filter((e) => !done.has(e.mark.markId)),
      storage,
    );
  }
  return outcome;
}
