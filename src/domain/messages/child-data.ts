// The child form's photo consent and emergency/health fields (issue 18), the parents' card and the back office's
// views of them. Swiss spelling ("ss").

export const photoConsentMessages = {
  heading: 'Fotos',
  family: 'Fotos dieses Kindes dürfen der Familie gezeigt werden',
  familyHint:
    'Ohne Ihre Einwilligung wird Ihr Kind auf keinem Foto markiert, und Fotos, auf denen es markiert ist, sieht keine Familie.',
  news: 'Fotos dieses Kindes dürfen in News erscheinen',
  newsHint: 'News sehen alle Familien.',
  cardLabel: 'Fotos',
  cardValue: (family: boolean, news: boolean) =>
    family && news
      ? 'Familie und News erlaubt'
      : family
        ? 'Familie erlaubt, News nicht'
        : news
          ? 'Nur News erlaubt'
          : 'Keine Einwilligung',
} as const;

export const healthInfoMessages = {
  heading: 'Notfall und Gesundheit',
  intro:
    'Freiwillig. Nur die Administration und die Trainer:innen im Training oder Camp sehen diese Angaben; sie werden verschlüsselt gespeichert und nie per E-Mail verschickt.',
  allergies: 'Allergien',
  medication: 'Medikamente',
  emergencyContactName: 'Notfallkontakt: Name',
  emergencyContactPhone: 'Notfallkontakt: Telefon',
  phonePlaceholder: '079 123 45 67',
  optional: '(optional)',
  loadFailed: 'Notfall- und Gesundheitsangaben konnten nicht geladen werden.',
  cardLabel: 'Notfallangaben',
  cardStored: 'Erfasst',
  cardNone: 'Keine',
  // Validation
  tooLong: (max: number) => `Eingabe zu lang (maximal ${max} Zeichen).`,
  invalidPhone:
    'Bitte eine gültige Schweizer Telefonnummer eingeben (z. B. 079 123 45 67 oder +41 79 123 45 67).',
  contactIncomplete: 'Bitte Name und Telefonnummer des Notfallkontakts angeben.',
} as const;

/** The back office's children list: what the parents allowed and entered, at a glance. */
export const adminChildDataMessages = {
  noPhotoConsent: 'Keine Foto-Einwilligung',
  noNewsConsent: 'Nicht in News',
  healthInfo: 'Notfallangaben erfasst',
} as const;

/** The participants panel's health section and the printable list of a training or camp (back office). */
export const participantsHealthMessages = {
  heading: 'Notfall- und Gesundheitsangaben',
  show: 'Angaben anzeigen',
  hide: 'Angaben ausblenden',
  shownNote: 'Vertraulich: nur für die Betreuung im Training oder Camp. Jede Ansicht wird protokolliert.',
  printList: 'Druckliste',
  print: 'Drucken',
  printTitle: (title: string) => `Teilnehmerliste: ${title}`,
  loadFailed: 'Die Angaben konnten nicht geladen werden.',
  none: 'Keine Angaben',
  empty: 'Noch keine Teilnehmenden.',
  allergies: 'Allergien',
  medication: 'Medikamente',
  emergencyContact: 'Notfallkontakt',
  child: 'Kind',
  born: 'Geburtsdatum',
  parent: 'Elternteil',
  listLabel: 'Notfall- und Gesundheitsangaben der Teilnehmenden',
  back: 'Zurück',
} as const;
