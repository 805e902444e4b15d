// The embedded database's backups (decision 044): the dashboard's line and the mails to the admins.

export const adminBackupMessages = {
  title: 'Datensicherung',
  lastSuccess: (at: string) => `Letzte Sicherung: ${at} Uhr`,
  none: 'Noch keine Sicherung erstellt.',
  failing:
    'Die letzte Sicherung ist fehlgeschlagen oder ausgeblieben. Details stehen in der E-Mail an die Admins.',
  stale: 'Seit über 26 Stunden keine erfolgreiche Sicherung.',
  off: 'Die Datensicherung der eingebetteten Datenbank ist ausgeschaltet.',
} as const;

export const backupMailMessages = {
  failedSubject: (providerName: string) => `Datensicherung von ${providerName} fehlgeschlagen`,
  failedHeading: 'Die Datensicherung ist fehlgeschlagen',
  failedWhat: (at: string, reason: string) => `Die Sicherung vom ${at} Uhr ist fehlgeschlagen: ${reason}`,
  missedSubject: (providerName: string) => `Datensicherung von ${providerName} ausgeblieben`,
  missedHeading: 'Die Datensicherung ist ausgeblieben',
  missedWhat: (since: string | null) =>
    since
      ? `Seit dem ${since} Uhr ist keine Sicherung mehr gelungen. Anpfiff versucht jetzt eine neue.`
      : 'Es ist noch keine Sicherung gelungen. Anpfiff versucht jetzt eine neue.',
  lastSuccess: (at: string | null) =>
    at
      ? `Die letzte erfolgreiche Sicherung ist vom ${at} Uhr.`
      : 'Es gibt noch keine erfolgreiche Sicherung.',
  next: 'Bitte prüfen Sie den Server (Speicherplatz im Sicherungsordner, Protokoll). Weitere Fehler werden erst wieder gemeldet, wenn eine Sicherung gelungen ist.',
  button: 'Zum Dashboard',
  footer: 'Sie erhalten diese E-Mail als Admin, weil die Datensicherung Sie braucht.',
} as const;
