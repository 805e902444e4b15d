// The admin's "Push" screen (admin-back-office.md sections 2, 4, 5, 8 and 9). The spec's own texts (send results,
// empty states, no recipients) live in adminMessages; these are the screen's labels and our texts in that tone.

export const adminPushMessages = {
  pageTitle: 'Push-Benachrichtigungen',
  description: 'Nachrichten direkt auf die Geräte der Eltern, die Push-Benachrichtigungen aktiviert haben.',
  compose: 'Neue Push',
  statsLabel: 'Kennzahlen Push',
  stats: {
    devices: 'Registrierte Geräte',
    parents: 'Eltern mit Push',
    average: 'Geräte pro Elternteil',
  },
  noDevices:
    'Noch kein Gerät hat Push-Benachrichtigungen aktiviert. Eltern aktivieren sie auf dem Dashboard oder im Profil; bis dahin erreicht eine Push niemanden.',
  tabsLabel: 'Push-Ansichten',
  tabs: { history: 'Push-Historie', subscribers: 'Abonnenten' },

  // Compose
  composeTitle: 'Neue Push-Benachrichtigung',
  title: 'Titel',
  body: 'Nachricht',
  counter: (length: number, max: number) => `${length}/${max} Zeichen`,
  target: 'Zielseite',
  targets: {
    '/dashboard': 'Dashboard',
    '/meine-kinder': 'Meine Kinder',
    '/tiz-trainings': 'TIZ-Trainings',
    '/camps': 'Camps',
    '/zahlungen': 'Zahlungen',
    '/fotos': 'Fotos',
    '/shop': 'Shop',
    '/profile': 'Profil',
  } as Record<string, string>,
  recipients: 'Empfänger',
  recipientsAll: 'Alle Eltern',
  recipientsSelected: 'Ausgewählte Eltern',
  parentSearch: 'Eltern suchen (Name oder E-Mail)',
  selectAll: 'Alle auswählen',
  selectNone: 'Keine auswählen',
  selectedCount: (n: number) => (n === 1 ? '1 Elternteil ausgewählt' : `${n} Eltern ausgewählt`),
  devicesOf: (n: number) => (n === 1 ? '1 Gerät' : `${n} Geräte`),
  parentListLabel: 'Eltern mit Push-Abo',
  loadMoreParents: 'Weitere Eltern laden',
  send: 'Senden',
  sending: 'Wird gesendet …',
  delivering: (done: number, devices: number) =>
    `Push-Benachrichtigung wird zugestellt (${done} von ${devices} Geräten) …`,
  stillDelivering: (devices: number) =>
    `Die Push-Benachrichtigung ist an ${devices} Geräte unterwegs. Das Ergebnis erscheint in der Push-Historie.`,

  // History
  historyLabel: 'Gesendete Push-Benachrichtigungen',
  recipientTypes: {
    all: 'Alle Eltern',
    selected: 'Ausgewählte Eltern',
    single: 'Ein Elternteil',
  },
  sentCount: (n: number) => `${n} gesendet`,
  failedCount: (n: number) => `${n} fehlgeschlagen`,
  targetLabel: (target: string) => `Ziel: ${target}`,
  byAdmin: (name: string) => `von ${name}`,
  showRecipients: 'Empfänger',
  confirmDeleteTitle: 'Push-Benachrichtigung löschen?',
  confirmDelete: (title: string) =>
    `«${title}» wird mit den Empfänger-Informationen aus der Historie entfernt. Auf den Geräten bleibt sie bestehen.`,
  deleted: 'Push-Benachrichtigung gelöscht.',

  // Recipients modal
  recipientsTitle: (title: string) => `Empfänger: ${title}`,
  parent: 'Elternteil',
  email: 'E-Mail',
  status: 'Status',

  // Subscribers
  subscribersLabel: 'Push-Abonnements',
  device: 'Gerät',
  subscribedAt: 'Abonniert am',
  lastNotificationAt: 'Letzte Benachrichtigung',
  never: 'Noch keine',
} as const;

/** Error codes of the push screen, by code (merged into the catalogue in errors.ts). */
export const adminPushErrorMessages = {
  PUSH_CONTAINS_AHV: 'Push-Benachrichtigungen dürfen keine AHV-Nummer enthalten.',
  PUSH_DELIVERY_PENDING:
    'Diese Push-Benachrichtigung wird noch zugestellt. Bitte in einigen Minuten erneut löschen.',
} as const;
