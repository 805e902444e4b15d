// Bookings of trainings and camps: seat badges, cancellation explanations, birthday badges, fallback names.
// Deadlines are shown in Zurich time, whatever zone the browser or server is in.

import { TRAINING_UNIT_CENTS } from '../constants';
import { formatChf } from '../money';
import type { BirthdayBadge } from '../time/birthdays';
import type { InstantInput } from '../time/instant';
import { formatWeekdayDateTime } from '../time/zurich';

export const bookingMessages = {
  unknownChild: 'Unknown Child',
  unknownCamp: 'Unknown Camp',
  /** Footer notes of the public schedule. */
  seatConfirmedOnPayment: 'Ein Platz ist mit dem Zahlungseingang bestätigt.',
  trainingCancellationRule: 'Abmeldung bis 20 Stunden vor Beginn möglich.',
  campCancellationRule: 'Bei Abmeldung von einem Camp wird eine Gebühr von CHF 100.00 erhoben.',
} as const;

export { seatBadgeMessages } from './seat-badge';

export const birthdayBadgeLabels = {
  today: 'Heute',
  'this-week': 'Diese Woche',
  'next-week': 'Nächste Woche',
} as const satisfies Record<NonNullable<BirthdayBadge>, string>;

export const trainingCancellationMessages = {
  late: 'Abmeldung 20 Stunden oder weniger vor Beginn: Die CHF 25.00 verfallen, es gibt kein Guthaben.',
  /** Late and not paid yet: the open payment stays due (decision 033). */
  lateUnpaid:
    'Abmeldung 20 Stunden oder weniger vor Beginn: Die CHF 25.00 bleiben geschuldet, die offene Zahlung bleibt bestehen. Es gibt kein Guthaben.',
  unpaid: 'Noch nicht bezahlt: Die Abmeldung ist kostenlos.',
  /** Before cancelling: until when a paid training is credited back. */
  deadlineHint: (deadline: InstantInput) =>
    `Abmeldung mit Gutschrift bis ${formatWeekdayDateTime(deadline)} Uhr möglich.`,
  /** Before cancelling, once that deadline has passed. */
  deadlinePassed: (deadline: InstantInput) =>
    `Die Frist für eine Abmeldung mit Gutschrift ist am ${formatWeekdayDateTime(deadline)} Uhr abgelaufen.`,
  onTimeCreditRestored: (deadline: InstantInput) =>
    `Abmeldung vor ${formatWeekdayDateTime(deadline)} Uhr: Das eingesetzte Guthaben wird zurückgebucht.`,
  onTimeCreditGiven: (deadline: InstantInput) =>
    `Abmeldung vor ${formatWeekdayDateTime(deadline)} Uhr: Sie erhalten 1 Guthaben im Wert von ${formatChf(TRAINING_UNIT_CENTS)}.`,
  /** Paid with money at a sibling discount (decision 053): the amount paid, not a credit. */
  onTimeMoneyBack: (deadline: InstantInput, refundCents: number) =>
    `Abmeldung vor ${formatWeekdayDateTime(deadline)} Uhr: Der bezahlte Betrag von ${formatChf(refundCents)} wird zurückerstattet.`,
} as const;

export const campCancellationMessages = {
  unpaid: 'Noch nicht bezahlt: Es gibt keine Rückerstattung.',
  feeDeducted: (feeCents: number, refundCents: number) =>
    `Die Gebühr von ${formatChf(feeCents)} wird abgezogen. Rückerstattung: ${formatChf(refundCents)}.`,
} as const;
