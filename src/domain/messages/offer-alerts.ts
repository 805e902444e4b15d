// Alerts on a training's or camp's changes for its trainers and the admins (issue 29, decision 052): the choice per
// offer and what the mails and pushes say. A child is named by first name and initial only; no health data, AHV
// number or amount is ever part of an alert. de-CH, "ss" never "ß".
import type { AlertMode, OfferChange } from '../offer-alerts/offer-alerts';

export const offerAlertChoiceMessages = {
  label: 'Benachrichtigungen',
  hint: 'Bei Anmeldungen, Abmeldungen und Änderungen der Warteliste. Mit Push auf Geräten, auf denen Sie Push erlaubt haben.',
  modes: {
    EACH: 'Mail bei jeder Änderung',
    DIGEST: 'Tägliche Zusammenfassung um 18:00',
    NONE: 'Keine',
  } satisfies Record<AlertMode, string>,
  saved: 'Gespeichert.',
  saveFailed: 'Die Einstellung konnte nicht gespeichert werden. Bitte versuchen Sie es erneut.',
} as const;

const changeLabels: Record<OfferChange, string> = {
  BOOKED: 'angemeldet',
  CANCELLED: 'abgemeldet',
  WAITLIST_JOINED: 'auf die Warteliste gesetzt',
  WAITLIST_LEFT: 'von der Warteliste genommen',
  PROMOTED: 'von der Warteliste nachgerückt',
  ABSENCE_REPORTED: 'abwesend gemeldet',
};

const changeNouns: Record<OfferChange, string> = {
  BOOKED: 'Anmeldung',
  CANCELLED: 'Abmeldung',
  WAITLIST_JOINED: 'Warteliste',
  WAITLIST_LEFT: 'Warteliste',
  PROMOTED: 'Nachgerückt',
  ABSENCE_REPORTED: 'Abwesenheit',
};

export const offerAlertMailMessages = {
  footer:
    'Sie erhalten diese E-Mail, weil Sie für dieses Angebot Benachrichtigungen gewählt haben. Sie können sie auf der Seite des Angebots ändern.',
  digestFooter:
    'Sie erhalten diese Zusammenfassung, weil Sie sie für diese Angebote gewählt haben. Sie können das auf der Seite jedes Angebots ändern.',
  /** 'Lena M. angemeldet' */
  line: (child: string, change: OfferChange) => `${child} ${changeLabels[change]}`,
  /** '10.12.2026, 09:14: Lena M. angemeldet' */
  datedLine: (at: string, child: string, change: OfferChange) => `${at}: ${child} ${changeLabels[change]}`,
  changeSubject: (change: OfferChange, offer: string, when: string) =>
    `${changeNouns[change]}: ${offer}, ${when}`,
  changeHeading: (change: OfferChange) => changeNouns[change],
  offerLine: (offer: string, when: string) => `${offer}, ${when}`,
  digestSubject: (day: string, count: number) =>
    `Tageszusammenfassung ${day}: ${count === 1 ? '1 Änderung' : `${count} Änderungen`}`,
  digestHeading: 'Änderungen seit der letzten Zusammenfassung',
  digestIntro: (count: number) =>
    count === 1
      ? 'Bei Ihren Angeboten gab es eine Änderung:'
      : `Bei Ihren Angeboten gab es ${count} Änderungen:`,
  button: 'Zum Angebot',
  digestButton: 'Zu meinen Angeboten',
} as const;

/** On a lock screen: the offer and what changed, never a child's name. */
export const offerAlertPushMessages = {
  changeTitle: (change: OfferChange) => changeNouns[change],
  changeBody: (offer: string, when: string) => `${offer}, ${when}: eine Änderung bei den Teilnehmenden.`,
  digestTitle: 'Tageszusammenfassung',
  digestBody: (count: number) =>
    count === 1 ? 'Eine Änderung bei Ihren Angeboten.' : `${count} Änderungen bei Ihren Angeboten.`,
} as const;
