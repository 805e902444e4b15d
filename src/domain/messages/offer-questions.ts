// Questions per offer (issue 30 item 1, decision 055): the admin's question editor and templates, the sign-up
// dialog's answers, the participants panel's columns and the refusals of an answer set.

export const offerQuestionMessages = {
  kindLabels: {
    SHORT_TEXT: 'Kurzer Text',
    LONG_TEXT: 'Langer Text',
    YES_NO: 'Ja/Nein',
    ONE_OF: 'Eine Auswahl',
    SEVERAL_OF: 'Mehrfachauswahl',
  },
  yes: 'Ja',
  no: 'Nein',
  optional: '(freiwillig)',
  notAnswered: '–',

  // The sign-up dialog and the parent's booking.
  answersHeading: (childName: string) => `Fragen zu ${childName}`,
  editAnswers: 'Antworten ändern',
  saveAnswers: 'Antworten speichern',
  answersSaved: 'Antworten gespeichert.',
  answersClosed: 'Die Antworten können nach dem Anmeldeschluss nicht mehr geändert werden.',
  answerAllRequired: 'Bitte alle Pflichtfragen (*) beantworten.',
  cancel: 'Abbrechen',

  // The refusal of an answer set, per question (the server's details and the dialog's field errors).
  required: 'Bitte beantworten.',
  tooLong: (max: number) => `Höchstens ${max} Zeichen.`,
  notAnOption: 'Bitte eine der angebotenen Antworten wählen.',
  wrongKind: 'Diese Antwort passt nicht zur Frage.',
  unknownQuestion: 'Diese Frage gibt es für dieses Angebot nicht.',
  adminOnly: 'Diese Frage beantwortet nur die Administration.',

  // The back office.
  adminTitle: 'Fragen',
  adminIntro:
    'Fragen an die Eltern bei der Anmeldung (pro Kind). Interne Fragen sehen nur Administratoren; sie blockieren keine Anmeldung.',
  adminAdd: '+ Frage',
  adminEdit: 'Frage bearbeiten',
  adminNew: 'Neue Frage',
  adminArchive: 'Entfernen',
  adminArchiveConfirm: (label: string) =>
    `Frage «${label}» entfernen? Bereits gegebene Antworten bleiben lesbar.`,
  adminEmpty: 'Noch keine Fragen.',
  adminLabel: 'Frage',
  adminKind: 'Art',
  adminOptions: 'Antwortmöglichkeiten (eine pro Zeile)',
  adminRequired: 'Pflichtfrage',
  adminOnlyLabel: 'Nur intern (Administration)',
  adminOnlyHint: 'Eltern sehen diese Frage nicht; sie blockiert keine Anmeldung.',
  adminSaveQuestion: 'Frage speichern',
  adminRequiredBadge: 'Pflicht',
  adminAnswerCount: (n: number) => (n === 1 ? '1 Antwort' : `${n} Antworten`),
  adminSaveAnswers: 'Antworten speichern',
  saveFailed: 'Speichern fehlgeschlagen.',
  adminAudienceParent: 'Eltern',
  adminAudienceAdmin: 'Intern',
  adminTemplateName: 'Name der Vorlage',
  adminSaveTemplate: 'Als Vorlage speichern',
  adminApplyTemplate: 'Vorlage übernehmen',
  adminTemplate: 'Vorlage',
  adminTemplateSaved: 'Vorlage gespeichert.',
  adminTemplateApplied: (count: number) => `${count} Frage(n) übernommen.`,
  adminNoTemplates: 'Noch keine Vorlagen.',
  adminAnswers: 'Antworten',
  archived: (label: string) => `${label} (entfernt)`,

  // Form refusals.
  labelRequired: 'Bitte die Frage eingeben.',
  optionsRequired: 'Bitte mindestens zwei Antwortmöglichkeiten angeben (eine pro Zeile).',
  optionsDistinct: 'Jede Antwortmöglichkeit darf nur einmal vorkommen.',
  templateNameRequired: 'Bitte einen Namen für die Vorlage eingeben.',
  noQuestionsToSave: 'Dieses Angebot hat noch keine Fragen.',
  tooManyAnswers: 'Höchstens 30 Antworten pro Kind.',
} as const;
