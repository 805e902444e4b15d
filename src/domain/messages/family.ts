// "Meine Kinder": the children list, the add/edit child form and the second parent (parent-portal.md
// sections 2, 5 and 8). Quoted texts are verbatim; the partner-link wording is ours (the spec does not show it).

export const childrenMessages = {
  pageTitle: 'Meine Kinder',
  empty: 'Noch keine Kinder erfasst.',
  addChild: 'Kind hinzufügen',
  addChildTitle: 'Kind erfassen',
  editChildTitle: 'Kind bearbeiten',
  edit: 'Bearbeiten',
  delete: 'Löschen',
  save: 'Speichern',
  cancel: 'Abbrechen',
  confirmDelete: (name: string) => `Möchten Sie ${name} wirklich löschen?`,
  deleted: 'Kind gelöscht.',
  saved: 'Kind gespeichert.',
  saveFailed: 'Fehler beim Speichern.',
  deleteFailed: 'Fehler beim Löschen.',
  notAuthenticated: 'Nicht eingeloggt',

  // Field labels, as the required-field message names them
  firstName: 'Vorname',
  lastName: 'Nachname',
  dateOfBirth: 'Geburtsdatum',
  clubName: 'Verein',
  level: 'Niveau',
  jerseySize: 'Trikoset Grösse',
  jerseySizePlaceholder: 'Grösse wählen',
  ahv: 'AHV-Nummer',
  ahvPlaceholder: '756.xxxx.xxxx.xx',
  ahvHint: 'Die AHV-Nummer steht auf der Versichertenkarte (Krankenkassenkarte) Ihres Kindes.',
  ahvKeepHint: 'Unverändert lassen, um die gespeicherte Nummer zu behalten.',
  optional: '(optional)',
  noValue: '–',
} as const;

export const secondParentMessages = {
  title: 'Elternteil 2',
  intro:
    'Verknüpfen Sie einen zweiten Elternteil: Er sieht und verwaltet dann dieselben Kinder, Anmeldungen und Zahlungen.',
  emailLabel: 'E-Mail-Adresse des zweiten Elternteils',
  link: 'Verknüpfen',
  remove: 'Entfernen',
  separate: 'Trennen',
  linkedWith: (email: string) => `Verknüpft mit ${email}`,
  pendingWith: (email: string) => `Verknüpfung ausstehend mit ${email}`,
  pendingNote: 'Die Verknüpfung wird aktiv, sobald sich der zweite Elternteil mit dieser Adresse anmeldet.',
  managedBy: (name: string) => `Ihre Kinder werden gemeinsam mit ${name} verwaltet.`,
  linked: 'Der zweite Elternteil ist jetzt verknüpft und sieht Ihre Kinder.',
  pending:
    'E-Mail-Adresse gespeichert. Die Verknüpfung wird aktiv, sobald sich der zweite Elternteil mit dieser Adresse anmeldet.',
  saved: 'E-Mail-Adresse gespeichert.',
  error: (message: string) => `Fehler: ${message}`,
  confirmRemove: (email: string) =>
    `Verknüpfung mit ${email} wirklich entfernen? Der zweite Elternteil sieht Ihre Kinder danach nicht mehr.`,
  confirmSeparate: (name: string) =>
    `Verknüpfung mit ${name} wirklich trennen? Sie sehen die Kinder von ${name} danach nicht mehr.`,
  unlinked: 'Die Verknüpfung wurde aufgehoben.',
  unlinkFailed: 'Die Verknüpfung konnte nicht aufgehoben werden. Bitte versuchen Sie es erneut.',
  ownEmail: 'Bitte die E-Mail-Adresse des anderen Elternteils eingeben, nicht Ihre eigene.',
} as const;
