// The trainer's own area (issue 29): the invitation mail, the back office's account and assignment texts, and the
// /trainer pages at the pitch. de-CH, "ss" never "ß".

export const trainerInvitationMailMessages = {
  subject: (provider: string) => `Ihr Zugang als Ausbildner bei ${provider}`,
  heading: 'Willkommen im Trainerbereich',
  intro: (name: string, provider: string) =>
    `Hallo ${name}, ${provider} hat Sie als Ausbildner eingeladen. Im Trainerbereich sehen Sie Ihre Trainings und Camps mit den angemeldeten Kindern und erfassen die Anwesenheit direkt auf dem Platz.`,
  howTo:
    'Melden Sie sich mit dieser E-Mail-Adresse an: Sie erhalten einen Code per E-Mail. Danach richten Sie einen zweiten Faktor ein (Authenticator-App oder Passkey), weil Sie Notfall- und Gesundheitsangaben sehen.',
  button: 'Anmelden',
  footer: 'Falls Sie diese Einladung nicht erwartet haben, können Sie diese E-Mail ignorieren.',
} as const;

export const adminTrainerAccountMessages = {
  account: 'Konto',
  noAccount: 'Kein Konto',
  invited: (date: string) => `Eingeladen am ${date}`,
  linked: 'Verknüpft',
  invite: 'Einladen',
  inviteTitle: 'Ausbildner einladen',
  inviteHint:
    'Der Ausbildner meldet sich mit dieser Adresse an und sieht danach seine Trainings und Camps. Ohne Einladung wird ein bestehendes Konto mit dieser Adresse verknüpft.',
  email: 'E-Mail-Adresse',
  sendMail: 'Einladung per E-Mail senden',
  save: 'Speichern',
  unlink: 'Konto trennen',
  invitationSent: 'Einladung gesendet.',
  accountLinked: 'Konto verknüpft.',
  accountUnlinked: 'Konto getrennt.',
} as const;

export const adminTrainerErrorMessages = {
  TRAINER_ACCOUNT_TAKEN: 'Diese E-Mail-Adresse ist bereits mit einem anderen Ausbildner verknüpft.',
  TRAINER_NO_ACCOUNT: 'Zu dieser E-Mail-Adresse gibt es kein Konto. Bitte laden Sie den Ausbildner ein.',
} as const;

/** "Trainer zuweisen" on a training or camp in the back office: several trainers, at most one lead. */
export const adminOfferTrainersMessages = {
  action: 'Trainer zuweisen',
  title: (offer: string) => `Trainer für ${offer}`,
  hint: 'Die gewählten Ausbildner sehen das Angebot im Trainerbereich; höchstens einer leitet es.',
  trainers: 'Ausbildner',
  lead: 'Leitung',
  leadOf: (name: string) => `${name} leitet`,
  noLead: 'Ohne Leitung',
  noTrainers: 'Noch keine Ausbildner erfasst.',
  inactive: 'inaktiv',
  save: 'Speichern',
  saved: (offer: string) => `Trainer für ${offer} gespeichert.`,
  loadFailed: 'Die Trainer konnten nicht geladen werden.',
} as const;

export const trainerMessages = {
  pageTitle: 'Meine Trainings',
  description: 'Ihre nächsten Trainings und Camps mit den angemeldeten Kindern.',
  empty: 'Keine anstehenden Trainings oder Camps.',
  loadFailed: 'Die Trainings konnten nicht geladen werden.',
  training: 'Training',
  camp: 'Camp',
  lead: 'Leitung',
  participants: (n: number) => (n === 1 ? '1 Kind' : `${n} Kinder`),
  waitlist: (n: number) => (n === 1 ? '1 auf der Warteliste' : `${n} auf der Warteliste`),
  open: 'Öffnen',
  back: 'Zurück zur Übersicht',
  day: 'Tag',
  notYet: (day: string) => `Die Anwesenheit kann ab dem ${day} erfasst werden.`,
  noParticipants: 'Keine angemeldeten Kinder.',
  listLabel: 'Angemeldete Kinder',
  age: (years: number) => `${years} Jahre`,
  level: (level: string) => `Niveau: ${level}`,
  paid: 'Bezahlt',
  unpaid: 'Nicht bezahlt',
  photoConsent: 'Fotos erlaubt',
  noPhotoConsent: 'Keine Fotos',
  present: 'Da',
  late: 'Zu spät',
  absent: 'Fehlt',
  mark: (status: string, name: string) => `${status}: ${name}`,
  allPresent: 'Alle da',
  allPresentHint: 'Markiert alle noch offenen Kinder dieses Tages als anwesend.',
  note: 'Notiz',
  noteFor: (name: string) => `Notiz zu ${name}`,
  saveNote: 'Notiz speichern',
  noteSaved: 'Notiz gespeichert.',
  noteFailed: 'Die Notiz konnte nicht gespeichert werden.',
  showHealth: 'Notfall- und Gesundheitsangaben anzeigen',
  healthHint: 'Das Anzeigen wird protokolliert.',
  healthTitle: 'Notfall- und Gesundheitsangaben',
  healthNone: 'Keine Angaben.',
  healthFailed: 'Die Angaben konnten nicht geladen werden.',
  allergies: 'Allergien',
  medication: 'Medikamente',
  emergencyContact: 'Notfallkontakt',
  offline: 'Offline: Markierungen werden gespeichert und gesendet, sobald die Verbindung zurück ist.',
  pending: (n: number) =>
    n === 1 ? '1 Markierung wird noch gesendet.' : `${n} Markierungen werden noch gesendet.`,
  synced: 'Alle Markierungen gesendet.',
  refused: (n: number) =>
    n === 1
      ? '1 Markierung wurde nicht übernommen (Kind abgemeldet oder Tag nicht offen).'
      : `${n} Markierungen wurden nicht übernommen (Kind abgemeldet oder Tag nicht offen).`,
  noAccess: 'Dieses Training ist Ihnen nicht (mehr) zugeteilt.',
  absencesLabel: 'Abgemeldete Kinder',
} as const;

/** The parents reported the child absent (issue 29), as the trainer and the back office see it beside the name. */
export const reportedAbsenceMessages = {
  reported: 'abgemeldet',
  reason: (reason: string) => `Grund: ${reason}`,
} as const;
