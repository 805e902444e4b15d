// Validation messages of the forms (parent and admin side). The quoted ones are verbatim from the spec
// (parent-portal.md section 5, admin-back-office.md section 5); the others are written in the same tone.

export const ahvMessages = {
  mustStartWith756: 'AHV-Nummer muss mit 756 beginnen.',
  mustHave13Digits: 'AHV-Nummer muss 13 Ziffern enthalten (756 + 10 weitere Ziffern).',
  checkDigit: 'AHV-Nummer ist ungültig (Prüfziffer stimmt nicht).',
  atLeast4Digits: 'AHV-Nummer muss mindestens 4 Ziffern enthalten.',
} as const;

export const commonFormMessages = {
  invalidEmail: 'Ungültige E-Mail-Adresse.',
  invalidDate: 'Bitte ein gültiges Datum eingeben.',
  invalidTime: 'Bitte eine gültige Uhrzeit eingeben (HH:MM).',
  invalidMobile: 'Bitte eine gültige Mobilnummer eingeben.',
  invalidId: 'Ungültige Auswahl.',
  tooLong: (max: number) => `Eingabe zu lang (maximal ${max} Zeichen).`,
  ahvInName: 'Namen dürfen keine AHV-Nummer enthalten.',
} as const;

export const childFormMessages = {
  required: 'Bitte Pflichtfelder ausfüllen (Vorname, Nachname, Geburtsdatum, Trikoset Grösse, AHV-Nummer).',
  tooYoung: (year: number) => `Kind muss mindestens Jahrgang ${year} oder älter sein (8 Jahre oder älter).`,
  consentAnswer: 'Bitte die Foto-Einwilligung mit Ja oder Nein beantworten.',
} as const;

export const profileFormMessages = {
  onboardingRequired: 'Bitte Vorname, Nachname und Mobilnummer ausfüllen.',
  termsRequired: 'Bitte rechtliches akzeptieren.',
  namesRequired: '❌ Vor- und Nachname sind erforderlich.',
  secondParentEmailRequired: 'Bitte geben Sie eine E-Mail-Adresse ein.',
  otpCodeInvalid: 'Bitte den 6-stelligen Code eingeben.',
} as const;

export const shopFormMessages = {
  unknownProduct: 'Dieses Produkt ist nicht mehr im Angebot.',
  invalidQuantity: (title: string, max: number) =>
    `${title}: Die Anzahl muss eine ganze Zahl von 0 bis ${max} sein.`,
  sizeRequired: (title: string) => `${title}: Bitte eine Grösse wählen.`,
  invalidSize: (title: string) => `${title}: Diese Grösse gibt es nicht.`,
  optionRequired: (title: string) => `${title}: Bitte eine Variante wählen.`,
  invalidOption: (title: string) => `${title}: Diese Variante gibt es nicht.`,
  priceChanged: (title: string) =>
    `${title}: Der Preis hat sich geändert. Bitte die Bestellung neu laden und prüfen.`,
  emptyOrder: 'Bitte mindestens einen Artikel auswählen.',
  invalidCatalogue: (productId: string) =>
    `Shop-Katalog: Produkt «${productId}» ist unvollständig oder doppelt.`,
} as const;

export const supportFormMessages = {
  problemRequired: 'Bitte beschreiben Sie Ihr Problem.',
} as const;

export const adminFormMessages = {
  trainerRequired: 'Bitte Pflichtfelder ausfüllen (Vorname, Nachname, Geburtsdatum, AHV-Nummer).',
  trainingRequired: 'Title / Datum / Zeiten ausfüllen.',
  trainingEndBeforeStart: 'Die Endzeit muss nach der Startzeit liegen.',
  invalidSessionType: 'Bitte einen gültigen Trainingstyp wählen (TIZ oder 1:1).',
  capacityInvalid: 'Die Kapazität muss eine ganze Zahl ab 0 sein.',
  weeksInvalid: (max: number) => `Bitte eine Anzahl Wochen von 1 bis ${max} eingeben.`,
  priceInvalid: 'Der Preis muss ein Betrag ab 0 sein.',
  campRequired: 'Name / Standort / Startdatum ausfüllen.',
  campCapacityPriceRequired: 'Bitte Kapazität und Preis ausfüllen.',
  campEndBeforeStart: 'Das Enddatum darf nicht vor dem Startdatum liegen.',
  flyerType: 'Nur JPG, PNG und WebP Dateien erlaubt.',
  flyerSize: 'Datei zu gross. Maximum: 3 MB.',
  childRequired: 'Bitte alle Pflichtfelder ausfüllen.',
  parentRequired: 'Bitte Vorname und Nachname ausfüllen.',
  newsRequired: 'Bitte Titel und Inhalt ausfüllen.',
  newsImageInvalid: 'Bitte ein Bild aus dem News-Ordner wählen.',
  selectChild: 'Bitte wählen Sie ein Kind aus.',
  pushRequired: 'Bitte Titel und Nachricht ausfüllen.',
  pushTitleTooLong: (max: number) => `Der Titel darf höchstens ${max} Zeichen lang sein.`,
  pushBodyTooLong: (max: number) => `Die Nachricht darf höchstens ${max} Zeichen lang sein.`,
  pushInvalidTarget: 'Bitte eine gültige Zielseite wählen.',
  pushSelectParent: 'Bitte wählen Sie mindestens einen Elternteil aus.',
} as const;
