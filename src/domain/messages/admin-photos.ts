// The admin's "Fotos" screen (/admin/fotos, admin-back-office.md sections 2, 6 and 9): folder select, Untagged
// toggle, Sync with its progress, the paged table, the photo modal with tagging, and bulk tagging.

/** The server's refusals (spread into the error catalogue). */
export const adminPhotosErrorMessages = {
  PHOTO_NOT_FOUND: 'Foto wurde nicht gefunden (inzwischen entfernt?).',
  TAG_CHILD_NOT_FOUND: 'Kind wurde nicht gefunden.',
  PHOTO_TAG_NOT_FOUND: 'Dieses Kind ist auf dem Foto nicht (mehr) markiert.',
  PHOTO_FOLDER_NOT_FOUND: 'Dieser Ordner wurde nicht gefunden.',
  PHOTO_CONSENT_MISSING:
    'Dieses Kind kann nicht markiert werden: Die Eltern haben keine Foto-Einwilligung gegeben.',
} as const;

const plural = (n: number, one: string, many: string) =>
  `${n.toLocaleString('de-CH')} ${n === 1 ? one : many}`;

export const adminPhotosMessages = {
  pageTitle: 'Fotos',
  description:
    'Fotos aus den Ordnern der Fotoquelle. Eltern sehen nur Fotos, auf denen ihre Kinder markiert sind.',
  folder: 'Ordner',
  allFolders: 'Alle Ordner',
  folderOption: (name: string, photos: number, untagged: number) =>
    `${name} (${photos.toLocaleString('de-CH')}, ${untagged.toLocaleString('de-CH')} ohne Markierung)`,
  untagged: 'Nur unmarkierte',
  sync: 'Sync',
  syncRunning: 'Synchronisiert …',
  syncStates: {
    queued: 'Sync wartet auf den Start …',
    running: 'Sync läuft …',
    done: 'Sync abgeschlossen.',
    failed: 'Sync fehlgeschlagen. Bitte später erneut versuchen.',
  },
  syncRetrying: 'Ein Versuch ist fehlgeschlagen; der Sync wird wiederholt.',
  syncAlreadyRunning: 'Für diesen Ordner läuft bereits ein Sync; hier sein Fortschritt.',
  syncProgress: (p: { seen: number; added: number; removed: number }) =>
    `${plural(p.seen, 'Datei', 'Dateien')} gesehen, ${p.added.toLocaleString('de-CH')} neu, ${p.removed.toLocaleString('de-CH')} entfernt`,
  syncFolders: (done: number, total: number) => `Ordner ${done} von ${total}`,
  syncFailed: 'Sync konnte nicht gestartet werden.',
  listLabel: 'Fotos',
  loadFailed: 'Fotos konnten nicht geladen werden.',
  empty: 'Keine Fotos in dieser Ansicht.',
  emptyHint: 'Mit «Sync» werden neue Fotos aus der Fotoquelle geholt.',
  photo: 'Foto',
  file: 'Datei',
  created: 'Datum',
  tagged: 'Markierte Kinder',
  none: 'Keine',
  open: (filename: string) => `Foto ${filename} öffnen`,
  select: (filename: string) => `${filename} auswählen`,
  selectPage: 'Alle Fotos dieser Seite auswählen',
  selected: (n: number) => `${plural(n, 'Foto', 'Fotos')} ausgewählt`,
  clearSelection: 'Auswahl aufheben',
  bulkTag: 'Kind markieren',
  bulkTitle: (n: number) => `Kind auf ${plural(n, 'Foto', 'Fotos')} markieren`,
  bulkDone: (tagged: number, already: number) =>
    `${plural(tagged, 'Foto', 'Fotos')} markiert${already > 0 ? ` (${already.toLocaleString('de-CH')} waren es schon)` : ''}.`,
  modalTitle: 'Foto',
  previewAlt: (filename: string) => `Vorschau von ${filename}`,
  tags: 'Markierte Kinder',
  noTags: 'Noch kein Kind markiert.',
  removeTag: (name: string) => `Markierung von ${name} entfernen`,
  search: 'Kind suchen',
  searchHint: 'Vor- oder Nachname',
  noMatch: 'Kein Kind gefunden.',
  addTag: (name: string) => `${name} markieren`,
  alreadyTagged: 'markiert',
  noConsent: 'Keine Foto-Einwilligung',
  withheldNote: 'Ein markiertes Kind hat keine Foto-Einwilligung: Dieses Foto sieht keine Familie.',
  tagFailed: 'Markierung konnte nicht gespeichert werden.',
  untagFailed: 'Markierung konnte nicht entfernt werden.',
  close: 'Schliessen',
  cancel: 'Abbrechen',
} as const;
