// The admin dashboard's chart of bookings and revenue per week (/admin). What counts is defined in
// domain/dashboard/admin-weekly-figures-api.ts; `definition` says it to the admin in the same words.
export const adminWeeklyFiguresMessages = {
  title: 'Buchungen und Einnahmen pro Woche',
  period: (weeks: number) => `Die letzten ${weeks} Wochen, jeweils Montag bis Sonntag.`,
  definition:
    'Buchungen: Anmeldungen für Trainings und Camps, die in der Woche gemacht wurden und noch gelten; später abgemeldete sind separat gezählt. Einnahmen (netto): in der Woche eingegangenes Geld für Trainings, Camps, Annullationsgebühren und 10+1 Abos (ohne Zahlungen mit Guthaben oder gratis), abzüglich des in der Woche zurückbezahlten Geldes (als Guthaben zurückgegebene Trainings zählen nicht).',
  bookings: 'Buchungen',
  revenue: 'Einnahmen (netto)',
  bookingsCount: (count: number) => (count === 1 ? '1 Buchung' : `${count} Buchungen`),
  weekLabel: (week: number) => `KW ${week}`,
  showTable: 'Zahlen als Tabelle anzeigen',
  hideTable: 'Tabelle ausblenden',
  tableCaption: (weeks: number) => `Buchungen und Einnahmen pro Woche, die letzten ${weeks} Wochen`,
  columns: {
    week: 'Woche',
    trainings: 'Trainings',
    camps: 'Camps',
    cancelled: 'Abgemeldet',
    received: 'Eingenommen',
    refunded: 'Rückerstattet',
    revenue: 'Einnahmen (netto)',
  },
  total: 'Total',
  /** The chart's text alternative. */
  summary: (weeks: number, bookings: string, revenue: string, busiest: string | null) =>
    `Diagramm der letzten ${weeks} Wochen: insgesamt ${bookings} und ${revenue} Einnahmen (netto)${
      busiest ? `; am meisten Buchungen in ${busiest}` : ''
    }. Die Zahlen jeder Woche stehen in der Tabelle.`,
  hoverHint: 'Zeigen Sie auf eine Woche, um ihre Zahlen zu sehen.',
  hovered: (week: string, bookings: string, revenue: string) => `${week}: ${bookings}, ${revenue} netto`,
  loadFailed: 'Die Zahlen pro Woche konnten nicht geladen werden.',
} as const;
