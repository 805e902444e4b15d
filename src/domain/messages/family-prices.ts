// Family prices (issue 30, decision 053): the sibling discount as the sign-up dialog, the payments list, the QR-bill
// and the back office's card name it.
import { formatChf } from '../money';

export const familyPriceMessages = {
  /** The reason stored with a discounted payment and printed wherever the payment is. */
  siblingDiscount: (position: number, percent: number) => `Geschwisterrabatt ${position}. Kind –${percent} %`,
  /** The payment's line: "CHF 500.00 – CHF 50.00 (Geschwisterrabatt 2. Kind –10 %)". */
  discountedFrom: (listPriceCents: number, discountCents: number, reason: string) =>
    `${formatChf(listPriceCents)} – ${formatChf(discountCents)} (${reason})`,
  /** A booking mail's payment line adds it: "Geschwisterrabatt 10 %: −CHF 50.00". */
  mailDiscount: (percent: number, discountCents: number) =>
    `Geschwisterrabatt ${percent} %: −${formatChf(discountCents)}`,
  quoteHeading: 'Preis',
  quoteTotal: (totalCents: number) => `Total ${formatChf(totalCents)}`,
  quoteLoading: 'Preis wird berechnet…',
  /** Under a training's discounted quote: a credit is one training, the discount is for payment with money. */
  quoteCreditNote:
    'Mit Guthaben kostet jedes Training 1 Guthaben (ohne Rabatt); der Geschwisterrabatt gilt bei Zahlung mit Geld.',

  adminTitle: 'Geschwisterrabatt',
  adminIntro:
    'Rabatt für das 2. und jedes weitere Kind einer Familie im selben Camp bzw. im selben Training, ab dem gewählten Datum (Buchungsdatum). Bereits gebuchte Zahlungen ändern sich nicht.',
  adminKind: { camp: 'Camps', training: 'Trainings' } as const,
  adminValidFrom: 'Gültig ab',
  adminSecond: '2. Kind (%)',
  adminThird: 'Ab 3. Kind (%)',
  adminSave: 'Regel speichern',
  adminSaved: 'Regel gespeichert.',
  adminEmpty: 'Noch keine Regel: alle Kinder zahlen den vollen Preis.',
  adminRule: (second: number, third: number) => `2. Kind –${second} %, ab 3. Kind –${third} %`,
  adminCurrent: 'gilt jetzt',
  adminKindLabel: 'Angebot',
  adminTrainingCreditHint:
    'Trainings: Der Rabatt gilt bei Zahlung mit Geld. Wer mit Guthaben bezahlt, zahlt 1 Guthaben pro Training ohne Rabatt.',
  invalidPercent: 'Bitte einen Rabatt von 0 bis 50 % angeben.',
  invalidDate: 'Bitte ein gültiges Datum angeben.',
} as const;
