// The admin's children and parents screens (/admin/kinder, /admin/eltern). The spec's own texts (required fields,
// 'Fehler beim Löschen des Kindes / Elternteils', AHV copy) are quoted verbatim from forms.ts and admin.ts; these
// are the screens' labels and reasons in the same tone.

const listOf = (parts: string[]) =>
  parts.length <= 1 ? (parts[0] ?? '') : `${parts.slice(0, -1).join(', ')} und ${parts[parts.length - 1]}`;

export const adminChildrenMessages = {
  pageTitle: 'Kinder',
  description: 'Alle registrierten Kinder mit Verein, Niveau und Eltern.',
  filtersLabel: 'Kinder filtern',
  search: 'Suche',
  searchPlaceholder: 'Vor- oder Nachname',
  club: 'Verein',
  level: 'Niveau',
  anyClub: 'Alle Vereine',
  anyLevel: 'Alle Niveaus',
  sort: 'Sortierung',
  sorts: {
    name: 'Name (A–Z)',
    youngest: 'Jüngste zuerst',
    newest: 'Zuletzt registriert',
    birthday: 'Nächster Geburtstag',
  },
  statsLabel: 'Statistik',
  statsAll: 'Über alle Kinder.',
  statsFiltered: 'Über die gefilterten Kinder.',
  statChildren: 'Kinder',
  statParents: 'Eltern',
  statClubs: 'Vereine',
  statWithAhv: 'Mit AHV-Nummer',
  listLabel: 'Kinder',
  empty: 'Noch keine Kinder registriert.',
  noMatch: 'Keine Kinder für diese Filter.',
  name: 'Name',
  dateOfBirth: 'Geburtsdatum',
  born: (date: string) => `geboren ${date}`,
  clubAndLevel: 'Verein / Niveau',
  parents: 'Eltern',
  parent: 'Elternteil',
  secondParent: 'Elternteil 2',
  ahv: 'AHV-Nummer',
  actions: 'Aktionen',
  noValue: '–',
  edit: 'Bearbeiten',
  delete: 'Löschen',
  copyId: 'ID kopieren',
  copyIdOf: (name: string) => `ID von ${name} kopieren`,
  editTitle: 'Kind bearbeiten',
  firstName: 'Vorname',
  lastName: 'Nachname',
  jerseySize: 'Trikotgrösse',
  jerseySizeNone: 'Keine Angabe',
  ahvPlaceholder: '756.xxxx.xxxx.xx',
  ahvKeepHint: 'Leer oder unverändert lassen, um die gespeicherte Nummer zu behalten.',
  optional: '(optional)',
  save: 'Speichern',
  cancel: 'Abbrechen',
  saved: 'Kind gespeichert.',
  deleted: 'Kind gelöscht.',
  confirmDeleteTitle: 'Kind löschen',
  confirmDelete: (name: string) =>
    `Möchten Sie ${name} wirklich löschen? Ein Kind mit Anmeldungen, Zahlungen, Guthaben oder Fotos kann nicht gelöscht werden.`,
  recordKinds: {
    registrations: 'Anmeldungen',
    payments: 'Zahlungen',
    credit: 'Guthaben-Buchungen',
    photos: 'Foto-Markierungen',
  },
  /** Why a child with history stays ('Fehler beim Löschen des Kindes' of the spec, with its reason). */
  hasRecords: (name: string, kinds: string[]) =>
    `Fehler beim Löschen des Kindes: ${name} hat bereits ${listOf(kinds)}. Diese bleiben für die Abrechnung erhalten, darum kann das Kind nicht gelöscht werden.`,
} as const;

export const adminParentsMessages = {
  pageTitle: 'Eltern',
  description: 'Alle Elternkonten (ohne Administratoren), mit ihren Kindern und dem zweiten Elternteil.',
  filtersLabel: 'Eltern filtern',
  search: 'Suche',
  searchPlaceholder: 'Name oder E-Mail',
  childrenFilter: 'Kinder',
  childrenFilters: { all: 'Alle', with: 'Mit Kindern', without: 'Ohne Kinder' },
  sort: 'Sortierung',
  sorts: { name: 'Name (A–Z)', newest: 'Zuletzt registriert' },
  statsLabel: 'Statistik',
  statsAll: 'Über alle Eltern.',
  statsFiltered: 'Über die Eltern, die zur Suche passen.',
  statTotal: 'Eltern',
  statWithChildren: 'Mit Kindern',
  statWithoutChildren: 'Ohne Kinder',
  statWithPartner: 'Mit Partner',
  listLabel: 'Eltern',
  empty: 'Noch keine Eltern registriert.',
  noMatch: 'Keine Eltern für diese Suche.',
  name: 'Name',
  noName: 'Profil nicht vervollständigt',
  email: 'E-Mail',
  mobile: 'Mobile',
  children: 'Kinder',
  noChildren: 'Keine Kinder',
  partner: 'Elternteil 2',
  partnerLinked: (who: string) => `Verknüpft: ${who}`,
  partnerOffered: (email: string) => `Angefragt: ${email} (noch nicht bestätigt)`,
  noPartner: 'Kein zweiter Elternteil',
  registeredAt: (date: string) => `Registriert am ${date}`,
  actions: 'Aktionen',
  noValue: '–',
  edit: 'Bearbeiten',
  delete: 'Löschen',
  copyEmail: 'E-Mail kopieren',
  copyEmailOf: (name: string) => `E-Mail von ${name} kopieren`,
  editTitle: 'Elternteil bearbeiten',
  firstName: 'Vorname',
  lastName: 'Nachname',
  mobileOptional: 'Mobile (optional)',
  emailReadOnlyHint: 'Die E-Mail-Adresse ist die Anmeldung des Elternteils und kann nicht geändert werden.',
  partnerReadOnlyHint:
    'Den zweiten Elternteil verknüpfen die Eltern selbst im Profil: Die genannte Person muss die Verknüpfung bestätigen, bevor sie Kinder, Zahlungen und Guthaben teilt.',
  save: 'Speichern',
  cancel: 'Abbrechen',
  saved: 'Elternteil gespeichert.',
  deleted: 'Elternteil gelöscht.',
  confirmDeleteTitle: 'Elternteil löschen',
  confirmDelete: (name: string) =>
    `Möchten Sie ${name} wirklich löschen? Das Konto wird gelöscht und alle Anmeldungen auf Geräten enden.`,
  confirmDeleteLinked: (partner: string) =>
    `Die Verknüpfung mit ${partner} wird aufgehoben; ${partner} erhält eine E-Mail.`,
  deleteNeedsNoChildren: (count: number) =>
    `Fehler beim Löschen des Elternteils: Es ${count === 1 ? 'ist noch 1 Kind' : `sind noch ${count} Kinder`} erfasst. Bitte zuerst die Kinder löschen.`,
} as const;

/**
 * The API's reasons for refusing an admin's change of a child or parent (src/domain/errors.ts spreads them in):
 * the spec's 'Fehler beim Löschen des Kindes / Elternteils', each with its cause.
 */
export const adminPeopleErrorMessages = {
  CHILD_HAS_RECORDS:
    'Fehler beim Löschen des Kindes: Es hat bereits Anmeldungen, Zahlungen, Guthaben-Buchungen oder Foto-Markierungen. Diese bleiben erhalten, darum kann das Kind nicht gelöscht werden.',
  PARENT_HAS_CHILDREN:
    'Fehler beim Löschen des Elternteils: Es sind noch Kinder erfasst. Bitte zuerst die Kinder löschen.',
  PARENT_HAS_RECORDS:
    'Fehler beim Löschen des Elternteils: Es gibt noch Abos, Guthaben oder Zahlungen dieses Kontos, die erhalten bleiben müssen.',
} as const;
