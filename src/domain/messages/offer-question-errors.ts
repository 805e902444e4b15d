// The refusals of questions per offer (decision 055): the parents' half with the portal, the admin's with the back office.

export const offerQuestionErrorMessages = {
  // details.problems: [{ childId, questionId, message }], shown beside each question in the sign-up dialog.
  INVALID_ANSWERS: 'Bitte beantworten Sie die Fragen vollständig: Pflichtfragen sind mit * markiert.',
  ANSWERS_CLOSED: 'Die Antworten können nach dem Anmeldeschluss nicht mehr geändert werden.',
} as const;

export const adminOfferQuestionErrorMessages = {
  QUESTION_TEMPLATE_TAKEN: 'Eine Vorlage mit diesem Namen gibt es schon.',
  QUESTION_TEMPLATE_EMPTY:
    'Dieses Angebot hat noch keine Fragen, die als Vorlage gespeichert werden könnten.',
  QUESTION_HAS_ANSWERS: 'Diese Frage hat schon Antworten. Entfernen Sie sie und legen Sie eine neue an.',
  QUESTIONS_TOO_MANY: 'Ein Angebot hat höchstens 30 Fragen.',
} as const;
