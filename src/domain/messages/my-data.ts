// "Meine Daten" in the profile (issue 18, decision 037): the data export, the account deletion with what it erases
// and keeps, and the mails it sends. Swiss spelling ("ss").
import { formatChf } from '../money';

export const myDataMessages = {
  title: 'Meine Daten',
  intro:
    'Sie können alle Daten Ihrer Familie herunterladen oder Ihr Konto löschen (Schweizer Datenschutzgesetz, nDSG).',
  exportTitle: 'Daten herunterladen',
  exportText:
    'Eine ZIP-Datei mit Ihrem Profil, Ihren Kindern, Anmeldungen, Zahlungen, Abos, Support-Anfragen, Einwilligungen, Geräten, den Nachrichten an Sie und den Fotos, auf denen Ihre Kinder markiert sind: als JSON und als CSV-Tabellen. Die vollständigen AHV-Nummern Ihrer eigenen Kinder sind enthalten; das Herunterladen wird protokolliert.',
  exportButton: 'Daten herunterladen',
  exporting: 'Wird erstellt …',
  exportFailed: 'Der Download ist fehlgeschlagen. Bitte erneut versuchen.',
  deleteTitle: 'Konto löschen',
  deleteText: 'Vor dem Löschen sehen Sie genau, was gelöscht und was aufbewahrt wird.',
  deleteStart: 'Konto löschen …',
  previewTitle: 'Was beim Löschen geschieht',
  erasedTitle: 'Wird gelöscht',
  erasedProfile: 'Ihr Profil: Name, E-Mail-Adresse und Mobilnummer',
  erasedChildren: (names: readonly string[]) =>
    names.length === 0
      ? 'Keine Kinder erfasst'
      : `Ihre Kinder (${names.join(', ')}): Namen, Geburtsdaten, AHV-Nummern und weitere Angaben`,
  erasedBookings: (n: number) => `Die Namen in ${n} Anmeldung(en) (die Buchungen selbst bleiben ohne Namen)`,
  erasedPhotoTags: (n: number) => `${n} Foto-Markierung(en) Ihrer Kinder`,
  erasedSupport: (n: number) => `${n} Support-Anfrage(n)`,
  erasedDevices: (n: number) => `${n} Gerät(e) für Push-Benachrichtigungen`,
  erasedCalendar: 'Ihr Kalender-Link',
  erasedShop: (n: number) => `Ihre Kontaktdaten in ${n} Shop-Bestellung(en)`,
  erasedSessions: 'Alle Anmeldungen auf Ihren Geräten und alle Anmeldecodes',
  /** Decision 051: the message log goes with the family, whatever its size. */
  erasedMessages: 'Die Liste der E-Mails und Push-Mitteilungen an Sie («Nachrichten»)',
  keptTitle: 'Wird aufbewahrt (ohne Namen)',
  keptPayments: (n: number, cents: number, packs: number) =>
    `${n} Zahlung(en) über insgesamt ${formatChf(cents)} und ${packs} Abo(s) bleiben als Buchhaltungsbelege erhalten.`,
  keptWhy:
    'Buchhaltungsbelege müssen wir 10 Jahre aufbewahren (Art. 958f OR). Sie tragen danach nur noch ein Pseudonym wie «Gelöschte Familie #1a2b3c4d», keinen Namen, keine E-Mail-Adresse und keine Telefonnummer.',
  creditsForfeited: (n: number) =>
    `Achtung: ${n} unbenutzte(s) Guthaben aus Ihren Abos verfällt mit dem Löschen.`,
  partnerTitle: 'Zweiter Elternteil',
  partnerText:
    'Ihr zweiter Elternteil wird per E-Mail informiert. Er behält sein eigenes Konto und seine eigenen Kinder, sieht Ihre Kinder aber nicht mehr.',
  blockedTitle: 'Zuerst zu erledigen',
  blockedText:
    'Solange Anmeldungen anstehen oder Zahlungen offen sind, kann das Konto nicht gelöscht werden. Melden Sie die Kinder ab (es gelten die üblichen Abmelderegeln) und begleichen Sie offene Beträge, dann können Sie das Konto löschen.',
  blockerKinds: {
    training: 'Training',
    camp: 'Camp',
    payment: 'Offene Zahlung',
    refund: 'Rückerstattung in Bearbeitung',
  },
  confirmTitle: 'Löschen bestätigen',
  confirmText:
    'Zur Bestätigung senden wir Ihnen einen neuen Code per E-Mail. Das Löschen kann nicht rückgängig gemacht werden.',
  sendCode: 'Bestätigungscode senden',
  codeSent: 'Wir haben Ihnen einen Bestätigungscode gesendet. Er ist 10 Minuten gültig.',
  codeLabel: 'Bestätigungscode',
  confirmButton: 'Konto endgültig löschen',
  cancel: 'Abbrechen',
  deleted: 'Ihr Konto wurde gelöscht.',
  deletedText:
    'Ihre persönlichen Daten und die Ihrer Kinder sind gelöscht. Buchhaltungsbelege bleiben ohne Namen erhalten.',
  toHome: 'Zur Startseite',
  loadFailed: 'Die Angaben konnten nicht geladen werden.',
} as const;

/** The mails of the deletion: the confirmation code, and the note to the linked second parent (no names). */
export const myDataMailMessages = {
  code: {
    subject: (provider: string) => `${provider}: Code zum Löschen Ihres Kontos`,
    heading: 'Konto löschen',
    intro:
      'Sie möchten Ihr Konto und die Daten Ihrer Kinder löschen. Geben Sie diesen Code auf der Seite «Konto löschen» ein:',
    validity: 'Der Code ist 10 Minuten gültig.',
    notYou:
      'Haben Sie das nicht angefordert? Dann ignorieren Sie diese E-Mail; ohne den Code wird nichts gelöscht.',
  },
  partner: {
    subject: 'Ihr zweiter Elternteil hat sein Konto gelöscht',
    heading: 'Verknüpfung beendet',
    body: 'Ihr zweiter Elternteil hat sein Konto gelöscht. Die Verknüpfung ist damit beendet: Die Kinder, die er erfasst hatte, sind nicht mehr sichtbar.',
    consequence: 'Ihr eigenes Konto, Ihre Kinder, Anmeldungen und Abos bleiben unverändert.',
  },
} as const;
