// The QR-bill (issue 17, decision 034): the invoice page above the payment part, the download links on /zahlungen
// and /admin/zahlungen, and the line in the open-payment reminder mail. The payment part's own texts
// ("Zahlteil", "Empfangsschein", ...) are printed by the swissqrbill library in German.
import { formatChf } from '../money';

export const qrBillMessages = {
  title: 'Rechnung',
  date: (date: string) => `Datum: ${date}`,
  reference: (reference: string) => `Referenz: ${reference}`,
  to: 'Rechnung an',
  columnOffer: 'Angebot',
  columnChild: 'Kind',
  columnDate: 'Datum',
  columnAmount: 'Betrag',
  total: 'Total',
  howToPay:
    'Bitte bezahlen Sie mit dem Zahlteil unten (QR-Rechnung im E-Banking oder am Postschalter). Die Referenz ordnet Ihre Zahlung zu; bitte ändern Sie sie nicht.',
  /** The payment part's message for several payments; one payment's is its checkout line (payment-screens.ts). */
  severalPayments: (count: number) => `${count} offene Zahlungen`,
  /** An offer's line with its sibling discount (decision 053). */
  withDiscount: (offer: string, reason: string) => `${offer} (${reason})`,
  fileName: (reference: string) => `QR-Rechnung-${reference.slice(-8)}.pdf`,

  download: 'Einzahlungsschein (QR-Rechnung)',
  /** Short enough for one line of a phone's card; the hint below says what it holds. */
  downloadAll: 'Einzahlungsschein für alle',
  downloadAllHint: (count: number, totalCents: number) =>
    `Alle ${count} offenen Zahlungen auf einem Einzahlungsschein, zusammen ${formatChf(totalCents)}: PDF mit Zahlteil zum Bezahlen per Banküberweisung.`,
  adminDownload: 'QR-Rechnung',

  reminderLink:
    'Lieber per Banküberweisung? Laden Sie die QR-Rechnung herunter (im Elternportal angemeldet) und bezahlen Sie sie im E-Banking:',
  reminderLinkLabel: 'QR-Rechnung (PDF)',
  reminderLinkLabelFor: (child: string) => `QR-Rechnung für ${child} (PDF)`,
} as const;
