// Dashboard "Neuigkeiten" (parent-portal.md sections 2 and 8).
export const newsMessages = {
  title: 'Neuigkeiten',
  showRead: 'Gelesene anzeigen',
  markRead: 'Als gelesen markieren',
  read: 'Gelesen',
  unreadCount: (count: number) =>
    count === 1 ? '1 ungelesene Neuigkeit' : `${count} ungelesene Neuigkeiten`,
  noUnread: 'Keine ungelesenen Neuigkeiten.',
  noNews: 'Noch keine Neuigkeiten.',
  loadFailed: 'Neuigkeiten konnten nicht geladen werden.',
  markReadFailed: (reason: string) => `Fehler beim Markieren als gelesen: ${reason}`,
  enlargeImage: (title: string) => `Bild zu «${title}» vergrössern`,
  imageAlt: (title: string) => `Bild zu «${title}»`,
} as const;
