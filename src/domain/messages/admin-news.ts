// The admin's "Neuigkeiten" screen (admin-back-office.md sections 2, 5 and 8). The spec's failure texts live in
// adminMessages (createNewsFailed, updateNewsFailed, deleteNewsFailed); these are the screen's own.
export const adminNewsMessages = {
  pageTitle: 'Neuigkeiten',
  description:
    'Neuigkeiten erscheinen bei allen Eltern auf dem Dashboard, auf Wunsch mit Push-Benachrichtigung.',
  add: 'Neue Neuigkeit',
  addTitle: 'Neue Neuigkeit',
  editTitle: 'Neuigkeit bearbeiten',
  empty: 'Noch keine Neuigkeiten.',
  listLabel: 'Neuigkeiten',
  title: 'Titel',
  content: 'Inhalt',
  contentHint: 'Reiner Text; Zeilenumbrüche bleiben erhalten.',
  image: 'Bild',
  noImage: 'Kein Bild',
  chooseImage: 'Bild wählen',
  changeImage: 'Anderes Bild wählen',
  removeImage: 'Bild entfernen',
  imageAlt: (title: string) => `Bild zu «${title}»`,
  pickerTitle: 'Bild aus dem News-Ordner wählen',
  pickerEmpty:
    'Im News-Ordner sind noch keine Bilder. Bitte Bilder in den Ordner legen und die Fotos synchronisieren.',
  pickerLoadMore: 'Weitere Bilder laden',
  pickerClose: 'Bildauswahl schliessen',
  pickerChoose: (filename: string) => `Bild ${filename} wählen`,
  sendPush: 'Beim Veröffentlichen eine Push-Benachrichtigung an alle Eltern senden',
  pushAlreadySent: 'Zu dieser Neuigkeit wurde bereits eine Push-Benachrichtigung gesendet.',
  pushTitle: 'Push-Titel',
  pushContent: 'Push-Nachricht',
  pushDefaultsHint: 'Leer gelassen: Titel und Anfang des Inhalts.',
  save: 'Speichern',
  publish: 'Veröffentlichen',
  edit: 'Bearbeiten',
  confirmDeleteTitle: 'Neuigkeit löschen?',
  confirmDelete: (title: string) => `«${title}» wird für alle Eltern entfernt.`,
  created: 'Neuigkeit veröffentlicht.',
  createdWithPush: (devices: number) =>
    devices === 1
      ? 'Neuigkeit veröffentlicht. Die Push-Benachrichtigung geht an 1 Gerät.'
      : `Neuigkeit veröffentlicht. Die Push-Benachrichtigung geht an ${devices} Geräte.`,
  updated: 'Neuigkeit gespeichert.',
  deleted: 'Neuigkeit gelöscht.',
  withPush: 'mit Push',
  withImage: 'mit Bild',
} as const;

/** Error codes of the news screen, by code (merged into the catalogue in errors.ts). */
export const adminNewsErrorMessages = {
  NEWS_IMAGE_INVALID: 'Bitte ein Bild aus dem News-Ordner wählen.',
  NEWS_CONTAINS_AHV: 'Neuigkeiten dürfen keine AHV-Nummer enthalten.',
} as const;
