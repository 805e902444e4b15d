// Screens of trainings and camps: the public schedule, "TIZ Trainings", "Camps", the sign-up dialog, the
// cancellation dialogs and the dashboard card (parent-portal.md sections 2, 5 and 8). Quoted texts are verbatim.
import { TRAINING_UNIT_CENTS } from '../constants';
import { formatChf } from '../money';

export {
  dashboardTrainingMessages,
  offerMessages,
  registrationMessages,
  scheduleMessages,
  waitlistMessages,
} from './offer-cards';

export const signUpMessages = {
  title: (offer: string) => `Anmeldung: ${offer}`,
  registeredHeading: 'Bereits angemeldet',
  chooseHeading: 'Kinder anmelden',
  unregister: 'Abmelden',
  termsBefore: 'Ich akzeptiere die ',
  termsLink: 'Allgemeinen Geschäftsbedingungen',
  termsAfter: '.',
  cancel: 'Abbrechen',
  submit: (count: number) => `${count} Kind(er) anmelden`,
  noChildren: 'Bitte fügen Sie zuerst unter «Meine Kinder» ein Kind hinzu.',
  toChildren: 'Zu Meine Kinder',
  allRegistered: 'Alle Ihre Kinder sind angemeldet.',
  seatsLeft: (count: number) =>
    count <= 0
      ? 'Keine Plätze mehr frei.'
      : count === 1
        ? 'Noch 1 Platz frei.'
        : `Noch ${count} Plätze frei.`,
  booked: (count: number) => (count === 1 ? '1 Kind angemeldet.' : `${count} Kinder angemeldet.`),
  paymentHint:
    'Ein Platz ist mit dem Zahlungseingang bestätigt. Offene Zahlungen begleichen Sie unter «Zahlungen».',
} as const;

// The waitlist of a full offer (issue 16).

export const trainingsPageMessages = {
  upcoming: 'Kommende Trainings',
  past: 'Vergangene Trainings',
  noUpcoming: 'Keine kommenden Trainings gefunden.',
  noPast: 'Keine vergangenen Trainings.',
} as const;

export const campsPageMessages = {
  upcoming: 'Kommende Camps',
  past: 'Vergangene Camps',
  noUpcoming: 'Keine kommenden Camps gefunden.',
  noPast: 'Keine vergangenen Camps.',
} as const;

export const cancelDialogMessages = {
  title: 'Abmelden',
  confirm: 'Abmelden',
  training: (child: string, training: string, when: string) =>
    `${child} vom Training «${training}» am ${when} abmelden?`,
  camp: (child: string, camp: string) => `${child} vom Camp «${camp}» abmelden?`,
  trainingDone: {
    NO_PAYMENT: 'Abgemeldet. Die Abmeldung war kostenlos.',
    REFUNDED: `Abgemeldet. Sie haben 1 Guthaben im Wert von ${formatChf(TRAINING_UNIT_CENTS)} erhalten.`,
    NO_REFUND: `Abgemeldet. Die ${formatChf(TRAINING_UNIT_CENTS)} verfallen, es gibt kein Guthaben.`,
  },
  /** REFUNDED for a seat paid with money at a sibling discount (decision 053). */
  trainingDoneMoneyBack: (refundCents: number) =>
    `Abgemeldet. Der bezahlte Betrag von ${formatChf(refundCents)} wird zurückerstattet.`,
  /** NO_REFUND while unpaid: the open payment stays due (decision 033). */
  trainingDoneLateUnpaid: `Abgemeldet. Die ${formatChf(TRAINING_UNIT_CENTS)} bleiben geschuldet (siehe Zahlungen), es gibt kein Guthaben.`,
  campDone: (refundText: string) => `Abgemeldet. ${refundText}`,
} as const;

/**
 * "Abwesend melden" (issue 29): before the 20-hour cutoff the ordinary cancellation (its cost follows from
 * cancellation-texts.ts), after it the seat stays booked and paid and the trainer sees the child "abgemeldet".
 */
export const absenceDialogMessages = {
  title: 'Abwesend melden',
  question: (child: string, training: string, when: string) =>
    `${child} kommt nicht ins Training «${training}» am ${when}?`,
  beforeCutoff: 'Vor Ablauf der Frist ist das eine normale Abmeldung: Der Platz wird frei.',
  afterCutoff:
    'Die Frist für eine Abmeldung ist abgelaufen: Der Platz bleibt gebucht und bezahlt. Die Trainerin oder der Trainer sieht, dass Ihr Kind abgemeldet ist.',
  /** Not paid yet: the seat is owed all the same, as a late cancellation's (decision 033). */
  afterCutoffUnpaid: `Die Frist für eine Abmeldung ist abgelaufen: Der Platz bleibt gebucht, die ${formatChf(TRAINING_UNIT_CENTS)} bleiben geschuldet (siehe Zahlungen). Die Trainerin oder der Trainer sieht, dass Ihr Kind abgemeldet ist.`,
  reasonLabel: 'Grund (freiwillig)',
  reasonHint: (max: number) => `Für die Trainerin oder den Trainer, höchstens ${max} Zeichen.`,
  confirm: 'Abwesend melden',
  reported: (child: string) => `${child} ist für dieses Training abgemeldet.`,
} as const;

/** Booking and cancellation failures (section 8). Business refusals show their own text; the rest these. */
export const bookingErrorMessages = {
  trainingFailed: (details: string) =>
    `Buchung fehlgeschlagen (fn_rsvp_confirm_guarded). Bitte Setup prüfen. Details: ${details}`,
  campFailed: (details: string) => `Buchung fehlgeschlagen. Bitte Setup prüfen. Details: ${details}`,
  bookingFallback: 'Anmeldung fehlgeschlagen.',
  cancelFailed: (details: string) => `Abmeldung fehlgeschlagen. Details: ${details}`,
  cancelCutoff: 'Abmeldung fehlgeschlagen (Cutoff 20h?).',
  cancelFallback: 'Abmeldung fehlgeschlagen.',
  fullyBooked: (seatsLeft: number) =>
    seatsLeft <= 0
      ? 'Ausgebucht: Es sind keine Plätze mehr frei.'
      : seatsLeft === 1
        ? 'Ausgebucht: Es ist nur noch 1 Platz frei.'
        : `Ausgebucht: Es sind nur noch ${seatsLeft} Plätze frei.`,
} as const;
