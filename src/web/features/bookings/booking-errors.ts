import { bookingErrorMessages as m } from '@domain/messages/booking-screens';
import { ApiError } from '../../lib/api';
import type { OfferKind } from './booking-queries';

// Section 8 of the spec: refusals a parent can act on (full, already registered, closed, not found) read as
// themselves; anything else is the spec's "Buchung/Abmeldung fehlgeschlagen … Details: {message}" with the
// catalogue text of the code as details; without an answer from the server, the fallback.

const OWN_TEXT_ON_BOOKING = new Set([
  'ALREADY_REGISTERED_TRAINING',
  'ALREADY_REGISTERED_CAMP',
  'TRAINING_CLOSED',
  'CAMP_CLOSED',
  'NOT_FOUND',
  'UNAUTHENTICATED',
  'PROFILE_INCOMPLETE',
  'WAITLIST_SEATS_FREE',
  'WAITLIST_CLOSED',
  'ALREADY_WAITLISTED',
  'NOT_WAITLISTED',
  // A question left open or answered wrongly (decision 055): the text says what to do.
  'INVALID_ANSWERS',
]);

export function bookingErrorText(error: unknown, kind: OfferKind): string {
  if (!(error instanceof ApiError)) return m.bookingFallback;
  if (error.code === 'FULLY_BOOKED') return m.fullyBooked(Number(error.details?.seatsLeft ?? 0));
  if (OWN_TEXT_ON_BOOKING.has(error.code)) return error.message;
  return kind === 'trainings' ? m.trainingFailed(error.message) : m.campFailed(error.message);
}

export function cancelErrorText(error: unknown): string {
  if (!(error instanceof ApiError)) return m.cancelFallback;
  // The spec's cutoff text names the 20 hours before a training; a camp closes on its first day, which its own text
  // says ("Dieses Camp hat bereits begonnen oder ist vorbei.").
  if (error.code === 'TRAINING_CLOSED') return m.cancelCutoff;
  if (error.code === 'CAMP_CLOSED' || error.code === 'NOT_REGISTERED' || error.code === 'NOT_FOUND') {
    return error.message;
  }
  return m.cancelFailed(error.message);
}
