// App shell: menus, top bar, footer, landing, shared page titles and the texts of the design system.
export const shellMessages = {
  productTitle: 'Anpfiff',
  documentTitle: (page: string) => `${page} · Anpfiff`,
  skipToContent: 'Zum Inhalt springen',
  loading: 'Wird geladen…',

  nav: {
    label: 'Hauptmenü',
    dashboard: 'Dashboard',
    children: 'Meine Kinder',
    trainings: 'TIZ Trainings',
    camps: 'Camps',
    payments: 'Zahlungen',
    photos: 'Fotos',
    shop: 'Shop',
    contact: 'Kontakt',
    newBadge: 'NEU',
  },

  adminNav: {
    label: 'Admin-Menü',
    dashboard: 'Dashboard',
    trainers: 'Ausbildner',
    trainings: 'Trainings',
    camps: 'Camps',
    children: 'Kinder',
    parents: 'Eltern',
    payments: 'Zahlungen',
    subscriptions: 'Abos',
    photos: 'Fotos',
    news: 'Neuigkeiten',
    push: 'Push',
  },

  topBar: {
    openMenu: 'Menü öffnen',
    closeMenu: 'Menü schliessen',
    menuTitle: 'Menü',
    adminArea: 'Admin-Bereich',
    parentArea: 'Eltern-Bereich',
    trainerArea: 'Trainer-Bereich',
    profile: 'Profil',
    login: 'Login',
    logout: 'Logout',
    signedInAs: 'Angemeldet als',
  },

  footer: {
    copyright: (year: string, provider: string) => `© ${year} ${provider}`,
    poweredBy: 'Powered by Anpfiff',
  },

  pages: {
    schedule: 'Trainings und Camps',
  },

  landing: {
    eyebrow: 'Eltern-Portal',
    title: (provider: string) => `Willkommen bei ${provider}`,
    lead: 'Hier melden Sie Ihre Kinder für Trainings und Camps an, bezahlen online und sehen Neuigkeiten und Fotos.',
    scheduleLink: 'Trainings und Camps ansehen',
    loginLink: 'Login',
    dashboardLink: 'Zum Dashboard',
    loginHint: 'Zum Einloggen genügt Ihre E-Mail-Adresse: Sie erhalten einen Code per E-Mail.',
  },

  notFound: {
    title: 'Seite nicht gefunden',
    text: 'Diese Seite gibt es nicht. Bitte prüfen Sie die Adresse.',
    home: 'Zur Startseite',
  },

  routeError: {
    title: 'Etwas ist schiefgelaufen',
    text: 'Die Seite konnte nicht geladen werden. Bitte laden Sie sie neu.',
    reload: 'Neu laden',
  },

  ui: {
    close: 'Schliessen',
    cancel: 'Abbrechen',
    confirm: 'Bestätigen',
    delete: 'Löschen',
    busy: 'Bitte warten…',
    required: 'Pflichtfeld',
    selectPlaceholder: 'Bitte wählen',
    /** A row's actions menu in every back-office list, named for its row. */
    actionsFor: (row: string) => `Aktionen für ${row}`,
  },
} as const;
