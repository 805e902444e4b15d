// The texts of the offer cards on the first views (the public schedule's cards, the dashboard's next training):
// a file of their own, so those pages do not carry the sign-up and cancellation dialogs' texts (decision 028).
import { formatChf } from '../money';

export const scheduleMessages = {
  tabsLabel: 'Angebot',
  tabTrainings: 'Trainings',
  tabCamps: 'Camps',
  trainingsHeading: 'Die nächsten TIZ Trainings',
  campsHeading: 'Bevorstehende Camps',
  noTrainings: 'Keine kommenden Trainings gefunden.',
  noCamps: 'Keine kommenden Camps gefunden.',
  signUp: 'Anmelden',
  moreInfo: 'Mehr Infos',
  notesLabel: 'Hinweise',
  intro: 'Melden Sie Ihr Kind im Elternportal an. Zum Anmelden genügt Ihre E-Mail-Adresse.',
} as const;

export const offerMessages = {
  trainers: (names: string) => `Trainer: ${names}`,
  perChild: (cents: number) => `${formatChf(cents)} pro Kind`,
  timeRange: (from: string, to: string) => `${from}–${to} Uhr`,
  time: (at: string) => `${at} Uhr`,
  poweredBy: (name: string) => `Powered by ${name}`,
  flyer: 'Flyer ansehen',
  typeLabel: { TIZ: 'TIZ', '1:1': '1:1' },
} as const;

export const waitlistMessages = {
  join: 'Auf die Warteliste',
  /** A full training past its 20-hour cutoff: nobody moves up any more, so there is no list to join. */
  fullClosed: 'Ausgebucht',
  full: 'Ausgebucht. Sie können Ihre Kinder auf die Warteliste setzen: Wird ein Platz frei, werden sie der Reihe nach automatisch angemeldet.',
  heading: 'Auf der Warteliste',
  place: (place: number) => `Warteliste: Platz ${place}`,
  leave: 'Von der Warteliste nehmen',
  submit: (count: number) =>
    count === 1 ? '1 Kind auf die Warteliste' : `${count} Kinder auf die Warteliste`,
  joined: (places: number[]) =>
    places.length === 1
      ? `Auf der Warteliste: Platz ${places[0]}. Wird ein Platz frei, melden wir Ihr Kind automatisch an und benachrichtigen Sie.`
      : `Auf der Warteliste: Plätze ${places.join(', ')}. Wird ein Platz frei, melden wir Ihre Kinder automatisch an und benachrichtigen Sie.`,
  left: 'Von der Warteliste genommen.',
} as const;

export const registrationMessages = {
  registered: 'Angemeldet',
  payNow: 'Zu den Zahlungen',
  enrol: 'Anmelden',
  edit: 'Anmeldung bearbeiten',
  closed: 'Anmeldung geschlossen',
  childrenLabel: 'Ihre Kinder',
  // Attendance as the provider marked it (issue 18): an absence shows, presence stays quiet.
  absent: 'Abwesend',
  absentOn: (days: string) => `Abwesend: ${days}`,
  present: 'Anwesend',
  // The parents' absence report on a booked training (issue 29).
  reportAbsence: 'Abwesend melden',
  reportAbsenceFor: (child: string) => `Abwesend melden: ${child}`,
  absenceReported: 'Abgemeldet',
} as const;

export const dashboardTrainingMessages = {
  title: 'Nächste TIZ Training',
  allDates: 'Alle Termine',
  none: 'Keine kommenden Trainings gefunden.',
} as const;
