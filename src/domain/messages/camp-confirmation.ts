// The booking confirmation of one camp registration (issue 30 item 3, decision 054): the PDF a family keeps, its
// download link on /camps and in the participants panel, and its file name in the confirmation mail.

export const campConfirmationMessages = {
  title: 'Anmeldebestätigung Camp',
  intro: (child: string, camp: string) => `${child} ist für das Camp «${camp}» angemeldet.`,
  child: 'Kind',
  camp: 'Camp',
  dates: 'Datum',
  times: 'Zeit',
  timesValue: (from: string, to: string) => `${from}–${to} Uhr`,
  place: 'Ort',
  price: 'Preis',
  listPrice: 'Preis laut Ausschreibung',
  amountDue: 'Zu bezahlen',
  paymentState: 'Zahlung',
  paidWith: (method: string) => `Bezahlt (${method})`,
  toBring: 'Mitbringen',
  /** When the camp's text says nothing else: what a football camp day needs. */
  standardToBring: [
    'Fussballschuhe (Nocken) und Turnschuhe',
    'Schienbeinschoner',
    'Sportkleidung dem Wetter entsprechend, Regenjacke',
    'Trinkflasche',
    'Sonnenschutz (Sonnencreme, Mütze)',
  ],
  emergency: 'Notfallkontakt der Fussballschule',
  emergencyPhone: (phone: string) => `Telefon: ${phone}`,
  emergencyEmail: (email: string) => `E-Mail: ${email}`,
  seatNote: 'Der Platz ist mit dem Eingang der Zahlung definitiv.',
  qrBillNote: 'Die Zahlung ist noch offen: Bitte bezahlen Sie mit der QR-Rechnung auf der folgenden Seite.',
  issuedOn: (date: string) => `Ausgestellt am ${date}`,
  /** `slug`: child and camp as fileSlug makes them. */
  fileName: (slug: string) => `Anmeldebestaetigung-${slug}.pdf`,

  /** The link beside a registration (parent) and a participant (admin). */
  downloadFor: (child: string) => `Anmeldebestätigung für ${child} (PDF)`,
} as const;
