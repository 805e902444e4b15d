import { formatChf } from '../money';

// "Shop" (parent-portal.md sections 2, 8 and 9) and its two mails. The success and failure texts are the spec's.
export const shopMessages = {
  title: 'Shop',
  intro: 'Bestellen Sie Trikots, Regenjacken, Socken, Gutscheine und Abos.',
  paymentNote: 'Bezahlung vor Ort in bar oder mit TWINT.',
  loadFailed: 'Der Shop konnte nicht geladen werden.',
  priceFrom: (child: number | undefined, adult: number | undefined) =>
    [
      child !== undefined ? `Kinder ${formatChf(child)}` : null,
      adult !== undefined ? `Erwachsene ${formatChf(adult)}` : null,
    ]
      .filter(Boolean)
      .join(' · '),
  quantity: 'Anzahl',
  quantityOf: (title: string) => `Anzahl ${title}`,
  decrease: (title: string) => `${title}: eins weniger`,
  increase: (title: string) => `${title}: eins mehr`,
  sizeChoice: (size: string, group: string, price: string) => `${size} (${group}, ${price})`,
  optionChoice: (label: string, price: string) => `${label} (${price})`,
  productsHeading: 'Artikel',
  orderHeading: 'Bestellung',
  size: 'Grösse',
  sizesChild: 'Kinder',
  sizesAdult: 'Erwachsene',
  option: 'Variante',
  unitPrice: 'Stückpreis',
  lineTotal: (amount: string) => `Zwischensumme ${amount}`,
  total: 'Total',
  contactHeading: 'Ihre Angaben',
  name: 'Name',
  email: 'E-Mail',
  emailHint: 'Die Bestätigung geht an diese Adresse.',
  phone: 'Telefon',
  nameRequired: 'Bitte Ihren Namen eingeben.',
  submit: 'Bestellung senden',
  sending: 'Sende…',
  success: 'Bestellung gesendet. Du erhältst eine E-Mail-Bestätigung.',
  failed: 'Senden fehlgeschlagen',

  mail: {
    providerSubject: (name: string, total: string) => `Shop-Bestellung von ${name} (${total})`,
    providerHeading: 'Neue Shop-Bestellung',
    providerIntro: (name: string) => `${name} hat im Elternportal bestellt:`,
    contact: (c: { name: string; email: string; phone: string | null }) =>
      `Besteller/in: ${c.name}\nE-Mail: ${c.email}${c.phone ? `\nTelefon: ${c.phone}` : ''}`,
    providerFooter: 'Die Bezahlung erfolgt bei der Übergabe vor Ort (bar oder TWINT).',
    confirmationSubject: 'Ihre Bestellung im Shop',
    confirmationHeading: 'Vielen Dank für Ihre Bestellung',
    confirmationIntro: (name: string) => `Guten Tag ${name}\nWir haben folgende Bestellung erhalten:`,
    confirmationPayment:
      'Die Bezahlung erfolgt vor Ort in bar oder mit TWINT. Wir melden uns, sobald die Artikel bereit sind.',
    confirmationFooter: 'Diese E-Mail wurde automatisch verschickt.',
    line: (l: {
      quantity: number;
      title: string;
      variant: string | null;
      unitPrice: string;
      lineTotal: string;
    }) => `${l.quantity} × ${l.title}${l.variant ? ` (${l.variant})` : ''} à ${l.unitPrice} = ${l.lineTotal}`,
    total: (amount: string) => `Total: ${amount}`,
  },
} as const;
