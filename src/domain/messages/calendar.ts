// The private calendar subscription (issue 16): the profile's "Kalender abonnieren" section and the texts of the
// feed's events. The feed names the booked offers, the children and the cancellation deadline, nothing else.
import { CAMP_CANCELLATION_FEE_CENTS } from '../constants';
import { formatChf } from '../money';
import { trainingMailMessages } from './booking-mails';

export const calendarFeedMessages = {
  title: 'Kalender abonnieren',
  intro:
    'Ihre gebuchten Trainings und Camps erscheinen automatisch in Ihrer Kalender-App (iPhone, Android, Outlook, Google Kalender) und bleiben aktuell, wenn Sie Kinder an- oder abmelden.',
  privacy:
    'Der Link ist privat: Wer ihn kennt, sieht die Termine Ihrer Kinder. Geben Sie ihn nicht weiter. Mit «Neuen Link erstellen» wird der bisherige Link sofort ungültig.',
  none: 'Sie haben noch keinen Kalender-Link.',
  create: 'Kalender-Link erstellen',
  active: (createdOn: string) => `Ihr Kalender-Link ist aktiv (erstellt am ${createdOn}).`,
  hiddenAfterCreation:
    'Aus Sicherheitsgründen wird der Link nur direkt nach dem Erstellen angezeigt. Haben Sie ihn nicht mehr, erstellen Sie einen neuen.',
  urlLabel: 'Ihr Kalender-Link',
  created: 'Neuer Kalender-Link erstellt. Kopieren Sie ihn jetzt, er wird nur dieses eine Mal angezeigt.',
  copy: 'Link kopieren',
  copied: 'Link kopiert.',
  copyFailed: 'Kopieren nicht möglich. Bitte markieren und kopieren Sie den Link von Hand.',
  openInApp: 'In Kalender-App öffnen',
  renew: 'Neuen Link erstellen',
  renewTitle: 'Neuen Kalender-Link erstellen?',
  renewConfirm:
    'Der bisherige Link funktioniert danach nicht mehr. Kalender, die ihn abonniert haben, erhalten keine Termine mehr, bis Sie den neuen Link dort eintragen.',
  renewAction: 'Neuen Link erstellen',
  revoke: 'Abonnement beenden',
  revokeTitle: 'Kalender-Abonnement beenden?',
  revokeConfirm:
    'Der Link wird sofort ungültig. Kalender, die ihn abonniert haben, erhalten keine Termine mehr.',
  revoked: 'Der Kalender-Link ist nicht mehr gültig.',
  cancel: 'Abbrechen',
  loadFailed: 'Der Kalender-Link konnte nicht geladen werden.',
  actionFailed: (reason: string) => `Fehler: ${reason}`,
} as const;

/** Texts inside the .ics feed: the calendar's name and each event's summary and description. */
export const calendarEventMessages = {
  calendarName: (provider: string) => `${provider}: Trainings und Camps`,
  summary: (offer: string, children: readonly string[]) => `${offer} (${children.join(', ')})`,
  children: (names: readonly string[]) =>
    names.length === 1 ? `Kind: ${names[0]}` : `Kinder: ${names.join(', ')}`,
  trainingDeadline: (deadline: string) => trainingMailMessages.deadline(deadline),
  campDay: (day: number, days: number) => `Camp-Tag ${day} von ${days}`,
  campDeadline: (lastDay: string) =>
    `Abmeldung bis und mit ${lastDay} möglich. Bei einer Abmeldung wird eine Gebühr von ${formatChf(CAMP_CANCELLATION_FEE_CENTS)} erhoben; der Rest einer bezahlten Anmeldung wird zurückerstattet.`,
  manage: (url: string) => `An- und Abmeldungen im Elternportal: ${url}`,
} as const;
