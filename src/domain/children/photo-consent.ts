// Photo consent per child (issue 18, decision 038): two answers of the parents, each "no" until they say yes.

/** The consent log's kinds: photos shown to families, photos in news. */
export const CONSENT_KINDS = ['photos_family', 'photos_news'] as const;
type ConsentKind = (typeof CONSENT_KINDS)[number];

export interface PhotoConsent {
  photoConsentFamily: boolean;
  photoConsentNews: boolean;
}

/** The child form's field of each kind. */
const CONSENT_FIELD: Record<ConsentKind, keyof PhotoConsent> = {
  photos_family: 'photoConsentFamily',
  photos_news: 'photoConsentNews',
};

export interface ConsentChange {
  kind: ConsentKind;
  /** null: the answer given when the child was registered. */
  previous: boolean | null;
  given: boolean;
}

/**
 * What an answer changes: one entry per consent whose answer differs from the stored one (`before` null for a new
 * child: both answers are recorded). An absent answer (undefined) keeps the stored one and changes nothing.
 */
export function consentChanges(before: PhotoConsent | null, answer: Partial<PhotoConsent>): ConsentChange[] {
  const changes: ConsentChange[] = [];
  for (const kind of CONSENT_KINDS) {
    const field = CONSENT_FIELD[kind];
    const given = answer[field];
    if (given === undefined) continue;
    const previous = before ? before[field] : null;
    if (previous !== given) changes.push({ kind, previous, given });
  }
  return changes;
}
