// The admin dashboard (/admin).
export const adminDashboardMessages = {
  pageTitle: 'Admin-Dashboard',
  counts: 'Übersicht',
  activeTrainers: 'Aktive Ausbildner',
  upcomingTrainings: 'Kommende Trainings',
  children: 'Registrierte Kinder',
  parents: 'Registrierte Eltern',
  birthdays: 'Geburtstage (nächste 14 Tage)',
  noBirthdays: 'Keine Geburtstage in den nächsten 14 Tagen.',
  birthdayBadge: { today: 'Heute', 'this-week': 'Diese Woche', 'next-week': 'Nächste Woche' },
  turns: (age: number) => `wird ${age}`,
  birthdayOn: (date: string) => `am ${date}`,
  moreBirthdays: (more: number) => `${more} weitere anzeigen`,
  allChildren: 'Alle Kinder anzeigen',
  quickAccess: 'Schnellzugriff',
  quickAccessHints: {
    trainers: 'Ausbildner erfassen und AHV abrufen',
    trainings: 'Trainings erfassen, Teilnehmende verwalten',
    camps: 'Camps und Flyer verwalten',
    children: 'Kinder suchen und bearbeiten',
    parents: 'Eltern suchen und bearbeiten',
    payments: 'Zahlungen und Rückerstattungen',
  },
  nextTrainings: 'Nächste Trainings',
  noTrainings: 'Keine kommenden Trainings.',
  allTrainings: 'Alle Trainings',
  registered: (count: number, capacity: number) => `${count} / ${capacity} angemeldet`,
  /** The "Anwesenheit" card (issue 29). */
  attendance: {
    title: 'Anwesenheit',
    period: (days: number) =>
      `Erfasste Tage der letzten ${days} Tage. Da ist, wer anwesend oder zu spät war; von den Eltern gemeldete Abwesenheiten zählen nicht.`,
    offers: 'Nach Angebot',
    lowest: 'Tiefste Anwesenheit',
    empty: (days: number) => `Keine erfasste Anwesenheit in den letzten ${days} Tagen.`,
    loadFailed: 'Die Anwesenheit konnte nicht geladen werden.',
    rate: (rate: number | null) => (rate === null ? '–' : `${rate} %`),
    counts: (attended: number, missed: number, excused: number) =>
      `${attended} von ${attended + missed} da${excused > 0 ? `, ${excused} entschuldigt` : ''}`,
    camp: 'Camp',
  },
} as const;
