// Mails of training and camp bookings (parent-portal.md section 7, "Notification e-mails"): the parent's
// confirmations and the provider's notices. Dates and times are Zurich wall-clock time.
import { CAMP_CANCELLATION_FEE_CENTS, TRAINING_UNIT_CENTS } from '../constants';
import { formatChf } from '../money';

export const bookingMailMessages = {
  greeting: (firstName: string | null) => (firstName ? `Guten Tag ${firstName}` : 'Guten Tag'),
  footer:
    'Diese E-Mail wurde automatisch verschickt. Bei Fragen antworten Sie bitte nicht auf diese E-Mail, sondern kontaktieren Sie uns.',
  providerFooter: 'Diese Mitteilung wird bei jeder Anmeldung und Abmeldung automatisch verschickt.',
  seatConfirmedOnPayment:
    'Ein Platz ist mit dem Zahlungseingang bestätigt. Offene Zahlungen begleichen Sie im Elternportal unter «Zahlungen».',
  paymentLine: (child: string, amountCents: number, status: string, method: string | null) =>
    `${child}: ${formatChf(amountCents)}, ${status}${method ? ` (${method})` : ''}`,
  parentLine: (p: { name: string; email: string; mobile: string | null }) =>
    `Eltern: ${p.name}, ${p.email}${p.mobile ? `, ${p.mobile}` : ''}`,
} as const;

export const trainingMailMessages = {
  registrationSubject: (title: string, when: string) => `Anmeldung: ${title} am ${when}`,
  registrationHeading: 'Anmeldung erhalten',
  registrationIntro: (count: number) =>
    count === 1
      ? 'Vielen Dank! Sie haben Ihr Kind für folgendes Training angemeldet:'
      : 'Vielen Dank! Sie haben Ihre Kinder für folgendes Training angemeldet:',
  details: (t: { title: string; when: string; location: string }) =>
    `Training: ${t.title}\nDatum: ${t.when} Uhr\nOrt: ${t.location}`,
  paymentsHeading: 'Anmeldungen und Zahlungen:',
  deadline: (deadline: string) =>
    `Abmeldung mit Gutschrift bis ${deadline} Uhr möglich. Danach verfallen die ${formatChf(TRAINING_UNIT_CENTS)}.`,
  button: 'Zu meinen Trainings',

  cancellationSubject: (title: string, when: string) => `Abmeldung: ${title} am ${when}`,
  cancellationHeading: 'Abmeldung bestätigt',
  cancellationIntro: (child: string, title: string, when: string) =>
    `${child} ist vom Training «${title}» am ${when} Uhr abgemeldet.`,
  hoursUntilStart: (hours: number) =>
    `Abmeldung ${hours.toLocaleString('de-CH', { maximumFractionDigits: 1 })} Stunden vor Trainingsbeginn.`,
  outcome: {
    NO_PAYMENT: 'Die Anmeldung war noch nicht bezahlt: Die Abmeldung ist kostenlos.',
    REFUNDED: `Die Abmeldung erfolgte mehr als 20 Stunden vor Beginn: Sie erhalten 1 Guthaben im Wert von ${formatChf(TRAINING_UNIT_CENTS)} zurück.`,
    NO_REFUND: `Die Abmeldung erfolgte 20 Stunden oder weniger vor Beginn: Die ${formatChf(TRAINING_UNIT_CENTS)} verfallen, es gibt kein Guthaben.`,
  },
  /** REFUNDED for a seat paid with money at a sibling discount (decision 053): the money, not a credit. */
  outcomeMoneyBack: (refundCents: number) =>
    `Die Abmeldung erfolgte mehr als 20 Stunden vor Beginn: Der bezahlte Betrag von ${formatChf(refundCents)} wird zurückerstattet.`,
  moneyBackNoticeSubject: (title: string, child: string) =>
    `Training-Abmeldung, Rückerstattung: ${child} (${title})`,
  moneyBackNoticeHeading: 'Training-Abmeldung mit Rückerstattung',
  moneyBackNotice: (child: string, title: string, when: string, refundCents: number) =>
    `${child} wurde rechtzeitig vom Training «${title}» (${when}) abgemeldet. Der bezahlte Betrag von ${formatChf(refundCents)} (mit Geschwisterrabatt) ist von Hand zurückzuzahlen.`,
  /** NO_REFUND while unpaid: the open payment stays due (decision 033). */
  outcomeLateUnpaid: `Die Abmeldung erfolgte 20 Stunden oder weniger vor Beginn: Die ${formatChf(TRAINING_UNIT_CENTS)} bleiben geschuldet, es gibt kein Guthaben. Die offene Zahlung finden Sie unter «Zahlungen».`,
} as const;

export const campMailMessages = {
  details: (c: { name: string; dates: string; times: string | null; location: string }) =>
    [`Camp: ${c.name}`, `Datum: ${c.dates}`, c.times ? `Zeit: ${c.times} Uhr` : null, `Ort: ${c.location}`]
      .filter(Boolean)
      .join('\n'),
  feeNote: `Bei einer Abmeldung wird eine Gebühr von ${formatChf(CAMP_CANCELLATION_FEE_CENTS)} erhoben; der Rest einer bezahlten Anmeldung wird zurückerstattet.`,
  button: 'Zu meinen Camps',

  confirmationSubject: (name: string) => `Anmeldung Camp: ${name}`,
  confirmationHeading: 'Anmeldung zum Camp erhalten',
  confirmationIntro: (count: number) =>
    count === 1
      ? 'Vielen Dank! Sie haben Ihr Kind für folgendes Camp angemeldet:'
      : 'Vielen Dank! Sie haben Ihre Kinder für folgendes Camp angemeldet:',

  registrationNoticeSubject: (name: string, children: string) => `Neue Camp-Anmeldung: ${children} (${name})`,
  registrationNoticeHeading: 'Neue Camp-Anmeldung',
  registrationNoticeIntro: 'Im Elternportal ist eine neue Camp-Anmeldung eingegangen:',

  cancellationNoticeSubject: (name: string, child: string) => `Camp-Abmeldung: ${child} (${name})`,
  cancellationNoticeHeading: 'Camp-Abmeldung',
  cancellationNoticeIntro: (child: string) => `${child} wurde vom Camp abgemeldet.`,
  refundLine: (refundCents: number, feeCents: number) =>
    `Rückerstattung: ${formatChf(refundCents)} (Gebühr ${formatChf(feeCents)})`,
  refundInProgress: 'Status der Rückerstattung: in Bearbeitung (manuelle Rückzahlung ausstehend)',
  refundThroughStripe:
    'Status der Rückerstattung: wird automatisch über Stripe zurückgezahlt (Karte/TWINT), keine manuelle Rückzahlung',
  noRefund: 'Status der Rückerstattung: keine Rückerstattung (nicht bezahlt)',

  cancellationSubject: (name: string) => `Abmeldung Camp: ${name}`,
  cancellationHeading: 'Abmeldung vom Camp bestätigt',
  cancellationIntro: (child: string, name: string) => `${child} ist vom Camp «${name}» abgemeldet.`,
} as const;

// A seat from the waitlist (issue 16): mail and push to the parent of the promoted child.
export const waitlistMailMessages = {
  subject: (offer: string) => `Ein Platz ist frei geworden: ${offer}`,
  heading: 'Ein Platz ist frei geworden',
  intro: (child: string, offer: string) =>
    `${child} stand auf der Warteliste und ist jetzt für «${offer}» angemeldet.`,
  freeCancellation: (until: string) => `Sie können bis ${until} kostenlos abmelden.`,
  button: 'Zur Anmeldung',
  pushTitle: 'Ein Platz ist frei geworden',
  pushBody: (child: string, offer: string, when: string) =>
    `Ein Platz ist frei geworden: ${child} ist für «${offer}» (${when}) angemeldet.`,
} as const;
