// The participants panel of a training or a camp in the back office, and the lists it exports (CSV, the copied
// list). The spec's own add-child texts live in admin.ts; these are the panel's labels in the same tone.
export const participantsPanelMessages = {
  title: (offer: string) => `Teilnehmende: ${offer}`,
  listLabel: 'Angemeldete Kinder',
  empty: 'Noch keine Kinder angemeldet.',
  addChild: '+ Kind',
  addTitle: 'Kind hinzufügen',
  search: 'Kind suchen',
  searchHint: 'Vor- oder Nachname eingeben.',
  noMatch: 'Kein Kind gefunden.',
  chosen: (name: string) => `Ausgewählt: ${name}`,
  add: 'Hinzufügen',
  addedWithCredit: (name: string) => `${name} angemeldet. Bezahlt mit Guthaben der Familie.`,
  addedWithPayment: (name: string) => `${name} angemeldet. Eine offene Zahlung wurde erstellt.`,
  remove: 'Abmelden',
  removeTitle: 'Kind abmelden',
  confirmRemoveFromTraining: (name: string) =>
    `Möchten Sie ${name} von diesem Training abmelden? Es gelten die Regeln der Eltern-Abmeldung, die Eltern erhalten eine E-Mail.`,
  removed: (name: string) => `${name} abgemeldet.`,
  copyList: 'Liste kopieren',
  copyFailed: 'Die Liste konnte nicht kopiert werden.',
  exportCsv: 'CSV exportieren',
  close: 'Schliessen',
  child: 'Kind',
  born: 'Geburtsdatum',
  club: 'Verein',
  parent: 'Elternteil',
  payment: 'Zahlung',
  parentOf: (name: string) => `Elternteil: ${name}`,
  jersey: (size: number) => `Trikot ${size}`,
} as const;

export const participantListMessages = {
  csvHeader: ['Name', 'Geburtsdatum', 'Verein', 'Trikotgrösse', 'Elternteil', 'Mobile', 'Zahlungsstatus'],
  csvFilePrefix: 'teilnehmende',
} as const;

// The waitlist section of the panel (issue 16).
export const adminWaitlistMessages = {
  heading: 'Warteliste',
  listLabel: 'Kinder auf der Warteliste',
  since: (place: number, since: string) => `Platz ${place} · seit ${since}`,
  promote: 'Jetzt anmelden',
  remove: 'Entfernen',
  promoted: (name: string) => `${name} wurde von der Warteliste angemeldet.`,
  removed: (name: string) => `${name} wurde von der Warteliste genommen.`,
} as const;
