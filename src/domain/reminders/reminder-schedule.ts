// When each reminder is due. Trainings count real hours (like the 20-hour cutoff, so a DST weekend moves the wall
// clock, not the interval); camps are calendar days in Zurich at the camp's start time.
import { cancellationDeadline } from '../bookings/training-cancellation';
import { addDays, type DateOnly } from '../time/calendar-date';
import { type InstantInput, toInstant } from '../time/instant';
import { zurichDateTimeToInstant } from '../time/zurich';
import type { ReminderKind } from './reminder-kinds';

const MS_PER_HOUR = 3_600_000;

/** The training reminder: 24 hours before the start, 4 hours before the free cancellation ends. */
const TRAINING_REMINDER_LEAD_HOURS = 24;
/** The camp reminder: 3 days before the first day. */
const CAMP_REMINDER_LEAD_DAYS = 3;
/** An open payment is recalled this many days after the booking... */
const PAYMENT_REMINDER_AFTER_DAYS = 3;
/** ...and once more this many days before the offer. */
const PAYMENT_LAST_CALL_LEAD_DAYS = 1;

export type ReminderOffer =
  | { kind: 'training'; startsAt: InstantInput }
  | { kind: 'camp'; startDate: DateOnly; startTime: string | null };

/** A reminder is due from `from` (included) until `until` (excluded); outside it, it is not sent at all. */
interface ReminderWindow {
  from: Date;
  until: Date;
}

/** When a camp begins: its first day at its start time in Zurich (the day's start without one). */
function campStartsAt(camp: { startDate: DateOnly; startTime: string | null }): Date {
  return zurichDateTimeToInstant(camp.startDate, camp.startTime ?? '00:00');
}

function offerStartsAt(offer: ReminderOffer): Date {
  return offer.kind === 'training' ? toInstant(offer.startsAt) : campStartsAt(offer);
}

/** `days` before the offer: real hours for a training, the same Zurich time `days` calendar days earlier for a camp. */
function daysBefore(offer: ReminderOffer, days: number): Date {
  if (offer.kind === 'training')
    return new Date(toInstant(offer.startsAt).getTime() - days * 24 * MS_PER_HOUR);
  return zurichDateTimeToInstant(addDays(offer.startDate, -days), offer.startTime ?? '00:00');
}

function lastCallFrom(offer: ReminderOffer): Date {
  return daysBefore(offer, PAYMENT_LAST_CALL_LEAD_DAYS);
}

/**
 * The window of a reminder about a booking made at `bookedAt`, or null when it is never sent: a booking (or its
 * payment) made after the reminder's moment already got a confirmation saying the same, and a payment recall 3 days
 * after the booking that would come at or after the last call is left to the last call.
 */
export function reminderWindow(
  kind: ReminderKind,
  offer: ReminderOffer,
  bookedAt: InstantInput,
): ReminderWindow | null {
  const booked = toInstant(bookedAt);
  const startsAt = offerStartsAt(offer);
  const window = (from: Date, until: Date, madeBefore = true) =>
    from < until && (!madeBefore || booked <= from) ? { from, until } : null;
  switch (kind) {
    case 'TRAINING_START':
      if (offer.kind !== 'training') return null;
      return window(
        new Date(startsAt.getTime() - TRAINING_REMINDER_LEAD_HOURS * MS_PER_HOUR),
        cancellationDeadline(startsAt),
      );
    case 'CAMP_START':
      if (offer.kind !== 'camp') return null;
      return window(daysBefore(offer, CAMP_REMINDER_LEAD_DAYS), startsAt);
    case 'TRAINING_PAYMENT_OPEN':
    case 'CAMP_PAYMENT_OPEN': {
      if ((kind === 'TRAINING_PAYMENT_OPEN') !== (offer.kind === 'training')) return null;
      const from = new Date(booked.getTime() + PAYMENT_REMINDER_AFTER_DAYS * 24 * MS_PER_HOUR);
      const lastCall = lastCallFrom(offer);
      return window(from, new Date(Math.min(lastCall.getTime(), startsAt.getTime())), false);
    }
    case 'TRAINING_PAYMENT_LAST_CALL':
    case 'CAMP_PAYMENT_LAST_CALL':
      if ((kind === 'TRAINING_PAYMENT_LAST_CALL') !== (offer.kind === 'training')) return null;
      return window(lastCallFrom(offer), startsAt);
  }
}

export function isReminderDue(
  kind: ReminderKind,
  offer: ReminderOffer,
  bookedAt: InstantInput,
  now: InstantInput,
): boolean {
  const window = reminderWindow(kind, offer, bookedAt);
  const at = toInstant(now);
  return window !== null && window.from <= at && at < window.until;
}

/** What the camp reminder names as the cancellation deadline: parents may cancel until the end of the first day. */
export function campCancellableUntil(camp: { startDate: DateOnly }): DateOnly {
  return camp.startDate;
}
