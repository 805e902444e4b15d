// Bulk work in the back office (decision 056): the selection kit's texts, the dry run's summaries and refusals, the
// refusals of a run, the message to parents and the CSV files of a selection.

/** "1 Zahlung" / "12 Zahlungen". */
const counted = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

const paidHow = { CASH: 'bar', BANK_TRANSFER: 'per Banküberweisung' } as const;

export const adminBulkErrorMessages = {
  /** details.reason holds the dry run's refusal, which names why. */
  BULK_REFUSED: 'Nichts wurde geändert: Die Auswahl enthält Zeilen, die diese Aktion nicht erlaubt.',
  BULK_SELECTION_CHANGED:
    'Nichts wurde geändert: Die Auswahl hat sich seit der Vorschau geändert. Bitte die Vorschau erneut öffnen.',
  BULK_TOO_MANY: 'Zu viele Zeilen ausgewählt. Bitte den Filter einschränken.',
  BULK_MESSAGE_CONTAINS_AHV: 'Eine Nachricht an Eltern darf keine AHV-Nummer enthalten.',
} as const satisfies Record<string, string>;

export const adminBulkMessages = {
  // The kit.
  selectRow: (name: string) => `${name} auswählen`,
  selectPage: 'Alle Zeilen dieser Seite auswählen',
  selectAll: (total: number) => `Alle ${total} Treffer auswählen`,
  selected: (count: number) => `${count} ausgewählt`,
  allSelected: (total: number) => `Alle ${total} Treffer ausgewählt`,
  clear: 'Auswahl aufheben',
  barLabel: 'Aktionen für die Auswahl',
  previewing: 'Vorschau wird berechnet …',
  confirmTitle: 'Aktion bestätigen',
  confirm: 'Ausführen',
  cancel: 'Abbrechen',
  exportCsv: 'CSV der Auswahl',
  exportFailed: 'Die CSV-Datei konnte nicht erstellt werden',

  // The summaries and refusals.
  emptySelection: 'Die Auswahl ist leer: Es gibt nichts zu tun.',
  gone: (missing: number) =>
    `${counted(missing, 'gewählte Zeile gibt', 'gewählte Zeilen gibt')} es nicht mehr. Bitte die Liste neu laden.`,
  tooMany: (max: number) => `Höchstens ${max} Zeilen auf einmal: Bitte den Filter einschränken.`,

  // Payments.
  markPaidCash: 'Als bar bezahlt markieren',
  markPaidBank: 'Als per Bank bezahlt markieren',
  markPaid: (count: number, method: keyof typeof paidHow, done: boolean) =>
    `${counted(count, 'Zahlung', 'Zahlungen')} ${done ? (count === 1 ? 'wurde' : 'wurden') : count === 1 ? 'wird' : 'werden'} als ${paidHow[method]} bezahlt markiert`,
  /** Paid or refunded rows refuse the whole action: `states` e.g. "2 bezahlt, 1 erstattet", `examples` names. */
  notOpen: (blocked: number, total: number, states: string, examples: string) =>
    `${blocked} der ${total} ausgewählten Zahlungen ${blocked === 1 ? 'ist' : 'sind'} nicht offen (${states}${examples ? `: ${examples}` : ''}). Eine bezahlte oder erstattete Zahlung wird nie ein zweites Mal markiert. Bitte nur offene Zahlungen wählen, z. B. mit dem Filter «Offen».`,
  stateCount: { SUCCEEDED: 'bezahlt', REFUNDED: 'erstattet' } as const,

  // The message to parents.
  message: 'Nachricht an Eltern',
  messageTitle: 'Nachricht an die Eltern der Auswahl',
  messageSubject: 'Betreff',
  messageText: 'Nachricht',
  messageHint: 'Geht per Mail an jeden Elternteil einmal, und als Push an alle mit aktivierten Mitteilungen.',
  messagePreview: 'Weiter zur Vorschau',
  messageRequired: 'Bitte Betreff und Nachricht ausfüllen.',
  messageSubjectTooLong: (max: number) => `Der Betreff darf höchstens ${max} Zeichen lang sein.`,
  messageTextTooLong: (max: number) => `Die Nachricht darf höchstens ${max} Zeichen lang sein.`,
  messageSummary: (parents: number, withPush: number, subject: string, done: boolean) =>
    `«${subject}» ${done ? 'ging' : 'geht'} an ${counted(parents, 'Elternteil', 'Eltern')} per Mail${withPush > 0 ? `, an ${withPush} davon auch als Push` : ''}`,
  messageFooter: (provider: string) => `Diese Nachricht hat Ihnen ${provider} geschickt.`,
  messageButton: 'Zum Portal',
} as const;

/** The CSV files of a selection of children or parents (Excel-friendly, as every CSV of the back office). */
export const adminBulkCsvMessages = {
  childrenHeader: [
    'Vorname',
    'Nachname',
    'Geburtsdatum',
    'Verein',
    'Stufe',
    'Elternteil',
    'E-Mail',
    'Zweiter Elternteil',
    'E-Mail zweiter Elternteil',
  ],
  parentsHeader: [
    'Vorname',
    'Nachname',
    'E-Mail',
    'Mobile',
    'Kinder',
    'Zweiter Elternteil',
    'Registriert am',
  ],
  fileName: (list: 'kinder' | 'eltern' | 'zahlungen', day: string) => `${list}-auswahl-${day}.csv`,
  exported: (count: number) => `${count === 1 ? '1 Zeile' : `${count} Zeilen`} als CSV exportiert`,
} as const;
