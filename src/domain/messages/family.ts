// "Meine Kinder": the children list, the add/edit child form and the second parent (parent-portal.md
// sections 2, 5 and 8). Quoted texts are verbatim; the partner-link wording is ours (the spec does not show it).

export const childrenMessages = {
  pageTitle: 'Meine Kinder',
  empty: 'Noch keine Kinder erfasst.',
  addChild: 'Kind hinzufügen',
  addChildTitle: 'Kind erfassen',
  editChildTitle: 'Kind bearbeiten',
  edit: 'Bearbeiten',
  delete: 'Löschen',
  save: 'Speichern',
  cancel: 'Abbrechen',
  confirmDelete: (name: string) => `Möchten Sie ${name} wirklich löschen?`,
  deleted: 'Kind gelöscht.',
  saved: 'Kind gespeichert.',
  saveFailed: 'Fehler beim Speichern.',
  notAuthenticated: 'Nicht eingeloggt',

  // Field labels, as the required-field message names them
  firstName: 'Vorname',
  lastName: 'Nachname',
  dateOfBirth: 'Geburtsdatum',
  clubName: 'Verein',
  level: 'Niveau',
  jerseySize: 'Trikoset Grösse',
  jerseySizePlaceholder: 'Grösse wählen',
  ahv: 'AHV-Nummer',
  ahvPlaceholder: '756.xxxx.xxxx.xx',
  ahvHint: 'Die AHV-Nummer steht auf der Versichertenkarte (Krankenkassenkarte) Ihres Kindes.',
  ahvKeepHint: 'Unverändert lassen, um die gespeicherte Nummer zu behalten.',
  showAhv: 'Anzeigen',
  showAhvOf: (name: string) => `AHV-Nummer von ${name} anzeigen`,
  hideAhv: 'Verbergen',
  hideAhvOf: (name: string) => `AHV-Nummer von ${name} verbergen`,
  optional: '(optional)',
  noValue: '–',
} as const;

export const secondParentMessages = {
  title: 'Elternteil 2',
  intro:
    'Verknüpfen Sie einen zweiten Elternteil: Sobald er die Anfrage annimmt, sehen und verwalten Sie beide dieselben Kinder, Anmeldungen und Zahlungen und nutzen dasselbe Guthaben.',
  emailLabel: 'E-Mail-Adresse des zweiten Elternteils',
  link: 'Verknüpfen',
  remove: 'Entfernen',
  separate: 'Trennen',
  withdraw: 'Zurückziehen',
  linkedWith: (email: string) => `Verknüpft mit ${email}`,
  pendingWith: (email: string) => `Verknüpfung ausstehend mit ${email}`,
  pendingNote:
    'Die Verknüpfung wird aktiv, sobald der zweite Elternteil die Anfrage in seinem Profil annimmt. Bis dahin wird nichts geteilt.',
  managedBy: (name: string) => `Ihre Kinder werden gemeinsam mit ${name} verwaltet.`,
  // The same answer whether or not the address has an account (no account enumeration, decision 012).
  offered:
    'Anfrage gesendet. Die Verknüpfung wird aktiv, sobald der zweite Elternteil sie mit dieser E-Mail-Adresse annimmt.',
  error: (message: string) => `Fehler: ${message}`,
  confirmRemove: (email: string) =>
    `Verknüpfung mit ${email} wirklich entfernen? Danach sieht jeder von Ihnen nur noch die Kinder, die er selbst erfasst hat, und sein eigenes Guthaben.`,
  confirmSeparate: (name: string) =>
    `Verknüpfung mit ${name} wirklich trennen? Danach sieht jeder von Ihnen nur noch die Kinder, die er selbst erfasst hat, und sein eigenes Guthaben.`,
  confirmWithdraw: (email: string) => `Anfrage an ${email} wirklich zurückziehen?`,
  unlinked: 'Die Verknüpfung wurde aufgehoben.',
  withdrawn: 'Die Anfrage wurde zurückgezogen.',
  unlinkFailed: 'Die Verknüpfung konnte nicht aufgehoben werden. Bitte versuchen Sie es erneut.',
} as const;

/** The in-app notice of an offer (profile and dashboard), with Annehmen / Ablehnen. */
export const partnerOfferMessages = {
  title: 'Anfrage als zweiter Elternteil',
  /** Verbatim from issue 11; `from` is the inviter's name, or their e-mail when they have none. */
  notice: (from: string) => `${from} möchte Sie als zweiten Elternteil verknüpfen`,
  explanation:
    'Wenn Sie annehmen, sehen und verwalten Sie beide dieselben Kinder (auch Ihre eigenen), Anmeldungen und Zahlungen und nutzen dasselbe Guthaben. Ohne Ihre Zustimmung wird nichts geteilt.',
  accept: 'Annehmen',
  decline: 'Ablehnen',
  accepted: (name: string) => `Sie sind jetzt mit ${name} verknüpft.`,
  declined: 'Die Anfrage wurde abgelehnt.',
  error: (message: string) => `Fehler: ${message}`,
} as const;

/** Mails of the second-parent link: the offer to the named address, its acceptance, the end of a link. */
export const partnerLinkMailMessages = {
  offer: {
    subject: (name: string) => `${name} möchte Sie als zweiten Elternteil verknüpfen`,
    heading: 'Anfrage als zweiter Elternteil',
    intro: (name: string, email: string, provider: string) =>
      `${name} (${email}) möchte Sie bei ${provider} als zweiten Elternteil verknüpfen.`,
    shares:
      'Wenn Sie annehmen, sehen und verwalten Sie beide dieselben Kinder, Anmeldungen und Zahlungen und nutzen dasselbe Guthaben. Ohne Ihre Zustimmung wird nichts geteilt.',
    // One text for every address: whether it has an account must not show (decision 012).
    howTo:
      'Melden Sie sich mit dieser E-Mail-Adresse an (beim ersten Mal wird Ihr Konto dabei eröffnet) und nehmen Sie die Anfrage unter «Profil» an oder lehnen Sie sie ab.',
    button: 'Anfrage ansehen',
    footer: 'Sie kennen diese Person nicht? Dann lehnen Sie die Anfrage ab oder ignorieren Sie diese E-Mail.',
  },
  accepted: {
    subject: 'Elternteil 2 verknüpft',
    heading: 'Elternteil 2 verknüpft',
    body: (name: string) =>
      `${name} hat Ihre Anfrage angenommen. Sie verwalten Ihre Kinder, Anmeldungen und Zahlungen jetzt gemeinsam und nutzen dasselbe Guthaben.`,
    button: 'Meine Kinder',
  },
  ended: {
    subject: 'Verknüpfung aufgehoben',
    heading: 'Verknüpfung als zweiter Elternteil aufgehoben',
    body: (name: string) => `${name} hat die Verknüpfung als zweiter Elternteil aufgehoben.`,
    consequence:
      'Sie sehen ab sofort nur noch die Kinder, die Sie selbst erfasst haben, mit ihren Anmeldungen und Zahlungen, und Ihr eigenes Guthaben.',
    button: 'Meine Kinder',
  },
} as const;
