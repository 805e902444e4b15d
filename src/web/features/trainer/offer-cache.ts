import type { OfferKind } from '@domain/attendance/attendance-api';
import type { TrainerOfferResponse } from '@domain/trainers/trainer-api';

// The last answer of the trainer's few latest sessions, kept on the phone so a session page opened without a network
// (the app reopened at the pitch) still lists its children; the server's next answer replaces it. Health data is
// never part of it (health-panel.ts keeps that in the component alone).

const KEY = 'anpfiff.trainer-offers';
/** Sessions kept: today's few, not a history. */
const KEPT = 5;

type Stored = { key: string; offer: TrainerOfferResponse }[];

function read(): Stored {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(KEY) ?? '[]');
    return Array.isArray(parsed) ? (parsed as Stored) : [];
  } catch {
    return [];
  }
}

export function cachedOffer(kind: OfferKind, offerId: string): TrainerOfferResponse | undefined {
  return read().find((entry) => entry.key === `${kind}/${offerId}`)?.offer;
}

export function cacheOffer(kind: OfferKind, offerId: string, offer: TrainerOfferResponse): void {
  const key = `${kind}/${offerId}`;
  try {
    localStorage.setItem(
      KEY,
      JSON.stringify([{ key, offer }, ...read().filter((e) => e.key !== key)].slice(0, KEPT)),
    );
  } catch {
    // Storage full or unavailable: the page still works while online.
  }
}
