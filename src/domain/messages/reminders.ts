// Reminders before trainings and camps and of open payments (issue 16), and the profile switch for their mails.
// Dates and times are Zurich wall-clock time.
import { CAMP_CANCELLATION_FEE_CENTS, TRAINING_UNIT_CENTS } from '../constants';
import { formatChf } from '../money';

/** 'Mia ist' or 'Mia und Noah sind', 'Mia, Noah und Lea sind'. */
function childrenAre(names: readonly string[]): string {
  const list = names.length > 1 ? `${names.slice(0, -1).join(', ')} und ${names.at(-1)}` : (names[0] ?? '');
  return `${list} ${names.length > 1 ? 'sind' : 'ist'}`;
}

export const reminderMailMessages = {
  footer:
    'Sie erhalten diese Erinnerung, weil Sie Erinnerungen per E-Mail erhalten. Im Elternportal unter «Profil» können Sie sie ausschalten.',

  trainingSubject: (title: string, when: string) => `Erinnerung: ${title} am ${when}`,
  trainingHeading: 'Erinnerung an das Training',
  trainingIntro: (children: readonly string[]) =>
    `Morgen ist es so weit: ${childrenAre(children)} für folgendes Training angemeldet.`,
  trainingDeadline: (deadline: string) =>
    `Kostenlose Abmeldung mit Gutschrift bis ${deadline} Uhr. Danach verfallen die ${formatChf(TRAINING_UNIT_CENTS)}.`,
  trainingButton: 'Zu meinen Trainings',

  campSubject: (name: string, dates: string) => `Erinnerung: ${name} ab ${dates}`,
  campHeading: 'Erinnerung an das Camp',
  campIntro: (children: readonly string[]) =>
    `In drei Tagen beginnt das Camp: ${childrenAre(children)} angemeldet.`,
  campDeadline: (lastDay: string) =>
    `Abmeldung bis und mit ${lastDay} möglich. Bei einer Abmeldung einer bezahlten Anmeldung wird eine Gebühr von ${formatChf(CAMP_CANCELLATION_FEE_CENTS)} erhoben.`,
  campButton: 'Zu meinen Camps',

  paymentSubject: (offer: string) => `Offene Zahlung: ${offer}`,
  paymentLastCallSubject: (offer: string) => `Letzte Erinnerung: offene Zahlung für ${offer}`,
  paymentHeading: 'Offene Zahlung',
  paymentIntro: 'Für folgende Anmeldung ist die Zahlung noch offen:',
  paymentLastCallIntro: 'Morgen beginnt das Angebot, und die Zahlung für folgende Anmeldung ist noch offen:',
  paymentLine: (child: string, amountCents: number) => `${child}: ${formatChf(amountCents)}`,
  paymentHowTo:
    'Sie bezahlen online mit Karte oder TWINT im Elternportal unter «Zahlungen». Ein Platz ist mit dem Zahlungseingang bestätigt.',
  paymentButton: 'Jetzt bezahlen',
} as const;

export const reminderPushMessages = {
  trainingTitle: (title: string) => `Morgen: ${title}`,
  trainingBody: (when: string, location: string, deadline: string) =>
    `${when} Uhr, ${location}. Kostenlose Abmeldung bis ${deadline} Uhr.`,
  campTitle: (name: string) => `Bald: ${name}`,
  campBody: (dates: string, location: string, lastDay: string) =>
    `${dates}, ${location}. Abmeldung bis und mit ${lastDay} möglich.`,
} as const;

export const reminderSettingsMessages = {
  title: 'Erinnerungen',
  intro:
    'Vor jedem Training (24 Stunden vorher) und jedem Camp (3 Tage vorher) sowie bei offenen Zahlungen erinnern wir Sie. Mit aktivierten Push-Benachrichtigungen kommt die Erinnerung an Trainings und Camps als Push, sonst per E-Mail.',
  mailLabel: 'Erinnerungen per E-Mail erhalten',
  savedOn: '✅ Erinnerungen per E-Mail sind eingeschaltet.',
  savedOff: '✅ Erinnerungen per E-Mail sind ausgeschaltet.',
  saveFailed: (message: string) => `❌ Fehler: ${message}`,
} as const;
