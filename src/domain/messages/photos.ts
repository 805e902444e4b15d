// "Fotos": the gallery, its lightbox and the dashboard card (parent-portal.md sections 2, 7 and 9).
export const photoMessages = {
  title: 'Fotos',
  intro: 'Fotos, auf denen Ihre Kinder markiert sind.',
  allPhotos: 'Alle Fotos',
  empty: 'Noch keine Fotos Ihrer Kinder.',
  emptyHint: 'Sobald wir Fotos vom Training hochladen und Ihre Kinder markieren, erscheinen sie hier.',
  loadFailed: 'Fotos konnten nicht geladen werden.',
  loadMore: 'Weitere Fotos laden',
  allLoaded: 'Alle Fotos geladen.',
  photoAlt: (names: string) => (names ? `Foto mit ${names}` : 'Foto'),
  openPhoto: (names: string) => (names ? `Foto mit ${names} öffnen` : 'Foto öffnen'),
  lightbox: {
    title: 'Foto',
    previous: 'Vorheriges Foto',
    next: 'Nächstes Foto',
    close: 'Schliessen',
    download: 'Original herunterladen',
    position: (index: number, total: number) => `Foto ${index} von ${total}`,
    hint: 'Wischen oder Pfeiltasten für das nächste Foto, Escape zum Schliessen.',
  },
} as const;
