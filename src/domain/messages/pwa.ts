// The app as an installed PWA: update banner and "App-Updates" (parent-portal.md sections 2 and 8), install banner
// with the iOS sheet (admin-back-office.md, section 2) and the offline notice.
export const pwaMessages = {
  update: {
    // The spec's words (admin-back-office.md); the back office's catalogue names it from here.
    available: 'Update verfügbar',
    text: 'Eine neue Version der App ist bereit.',
    reload: 'Jetzt aktualisieren',
    dismiss: 'Update-Hinweis schliessen',
  },

  appUpdates: {
    title: 'App-Updates',
    version: 'Version',
    latestVersion: 'Neueste Version',
    check: 'Nach Updates suchen',
    checking: 'Suche nach Updates…',
    available: 'Eine neue Version ist verfügbar.',
    reload: 'Jetzt aktualisieren',
    upToDate: 'Sie haben bereits die neueste Version.',
    checkFailed: 'Fehler beim Prüfen auf Updates.',
    reloadFailed: 'Die App konnte nicht neu geladen werden. Bitte schliessen und erneut öffnen.',
  },

  install: {
    title: 'Anpfiff als App installieren',
    text: 'Mit einem Tipp vom Startbildschirm öffnen – auch mit Push-Benachrichtigungen.',
    install: 'Installieren',
    later: 'Später',
    close: 'Installations-Hinweis schliessen',
    iosSheet: {
      title: 'App zum Home-Bildschirm hinzufügen',
      description: 'In drei Schritten ist Anpfiff als App auf Ihrem iPhone oder iPad:',
      steps: [
        'Tippen Sie in Safari auf das Teilen-Symbol (Quadrat mit Pfeil nach oben).',
        'Wählen Sie «Zum Home-Bildschirm».',
        'Tippen Sie oben rechts auf «Hinzufügen».',
      ],
      done: 'Verstanden',
    },
  },

  offline: {
    title: 'Sie sind offline',
    unreachableTitle: 'Keine Verbindung zum Server',
    text: 'Daten aus dem Internet können gerade nicht geladen werden. Sobald die Verbindung zurück ist, lädt die App sie wieder.',
  },
} as const;
