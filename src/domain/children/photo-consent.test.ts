import { describe, expect, it } from 'vitest';
import { consentChanges } from './photo-consent';

describe('consentChanges', () => {
  it('records both answers of a new child, a no included', () => {
    expect(consentChanges(null, { photoConsentFamily: true, photoConsentNews: false })).toEqual([
      { kind: 'photos_family', previous: null, given: true },
      { kind: 'photos_news', previous: null, given: false },
    ]);
  });

  it('records only what changed, with the old value', () => {
    const before = { photoConsentFamily: true, photoConsentNews: false };
    expect(consentChanges(before, { photoConsentFamily: false, photoConsentNews: false })).toEqual([
      { kind: 'photos_family', previous: true, given: false },
    ]);
    expect(consentChanges(before, { photoConsentFamily: true, photoConsentNews: true })).toEqual([
      { kind: 'photos_news', previous: false, given: true },
    ]);
  });

  it('an absent answer keeps the stored one and changes nothing', () => {
    expect(consentChanges({ photoConsentFamily: true, photoConsentNews: true }, {})).toEqual([]);
  });
});
