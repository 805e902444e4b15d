import { describe, expect, it } from 'vitest';
import {
  alertChildName,
  belongsInDigest,
  isDigestSlot,
  latestDigestSlot,
  nextDigestSlot,
} from './offer-alerts';

// The digest's moment is 18:00 on Zurich's wall clock: 17:00 UTC in winter, 16:00 UTC in summer, and the DST
// weekends (29.03.2026, 25.10.2026) make the day between two digests 23 and 25 hours long.

const utc = (iso: string) => new Date(iso);

describe('the digest moment, 18:00 in Zurich', () => {
  it.each([
    // winter (CET, +01:00)
    ['2026-01-15T16:59:59Z', '2026-01-14T17:00:00Z', '2026-01-15T17:00:00Z'],
    ['2026-01-15T17:00:00Z', '2026-01-15T17:00:00Z', '2026-01-16T17:00:00Z'],
    // summer (CEST, +02:00)
    ['2026-07-01T15:59:59Z', '2026-06-30T16:00:00Z', '2026-07-01T16:00:00Z'],
    ['2026-07-01T16:00:00Z', '2026-07-01T16:00:00Z', '2026-07-02T16:00:00Z'],
    // the spring switch: Saturday 18:00 CET, Sunday 18:00 CEST (23 hours later)
    ['2026-03-29T10:00:00Z', '2026-03-28T17:00:00Z', '2026-03-29T16:00:00Z'],
    // the autumn switch: Saturday 18:00 CEST, Sunday 18:00 CET (25 hours later)
    ['2026-10-25T12:00:00Z', '2026-10-24T16:00:00Z', '2026-10-25T17:00:00Z'],
    // just after midnight in Zurich is still the day before in UTC
    ['2026-10-25T22:30:00Z', '2026-10-25T17:00:00Z', '2026-10-26T17:00:00Z'],
  ])('at %s the latest is %s and the next %s', (now, latest, next) => {
    expect(latestDigestSlot(utc(now)).toISOString()).toBe(utc(latest).toISOString());
    expect(nextDigestSlot(utc(now)).toISOString()).toBe(utc(next).toISOString());
  });

  it('knows a digest moment from any other instant', () => {
    expect(isDigestSlot(utc('2026-03-29T16:00:00Z'))).toBe(true);
    expect(isDigestSlot(utc('2026-03-28T17:00:00Z'))).toBe(true);
    expect(isDigestSlot(utc('2026-03-29T17:00:00Z'))).toBe(false);
    expect(isDigestSlot(utc('2026-07-01T16:00:00.001Z'))).toBe(false);
  });
});

describe('which changes go into which digest', () => {
  const slot = utc('2026-10-25T17:00:00Z'); // Sunday 18:00 CET
  const change = (createdAt: string, more: { chosenAt?: string; offerEndsAt?: string } = {}) => ({
    createdAt: utc(createdAt),
    chosenAt: utc(more.chosenAt ?? '2026-10-01T00:00:00Z'),
    offerEndsAt: utc(more.offerEndsAt ?? '2026-10-27T17:00:00Z'),
  });

  it('takes the changes up to the slot, 25 hours of them across the autumn switch', () => {
    expect(belongsInDigest(change('2026-10-24T16:00:00Z'), slot)).toBe(true); // Saturday 18:00 CEST
    expect(belongsInDigest(change('2026-10-25T16:59:59.999Z'), slot)).toBe(true);
  });

  it('leaves a change at or after 18:00 to the next day', () => {
    expect(belongsInDigest(change('2026-10-25T17:00:00Z'), slot)).toBe(false);
    expect(belongsInDigest(change('2026-10-25T17:00:00Z'), utc('2026-10-26T17:00:00Z'))).toBe(true);
  });

  it('keeps a change a missed digest did not send for the next one', () => {
    expect(belongsInDigest(change('2026-10-22T09:00:00Z'), slot)).toBe(true);
  });

  it('leaves out what happened before the digest was chosen', () => {
    expect(belongsInDigest(change('2026-10-25T08:00:00Z', { chosenAt: '2026-10-25T09:00:00Z' }), slot)).toBe(
      false,
    );
    expect(belongsInDigest(change('2026-10-25T09:00:00Z', { chosenAt: '2026-10-25T09:00:00Z' }), slot)).toBe(
      true,
    );
  });

  it('leaves out an offer that is over by the digest', () => {
    expect(
      belongsInDigest(change('2026-10-25T08:00:00Z', { offerEndsAt: '2026-10-25T12:00:00Z' }), slot),
    ).toBe(false);
    expect(
      belongsInDigest(change('2026-10-25T08:00:00Z', { offerEndsAt: '2026-10-25T17:00:00.001Z' }), slot),
    ).toBe(true);
  });
});

describe('a child in an alert', () => {
  it.each([
    [{ firstName: 'Lena', lastName: 'Muster' }, 'Lena M.'],
    [{ firstName: ' Noah ', lastName: ' von Arx' }, 'Noah V.'],
    [{ firstName: 'Élodie', lastName: 'Ürech' }, 'Élodie Ü.'],
    [{ firstName: 'Mia', lastName: '' }, 'Mia'],
  ])('%o reads %s', (child, expected) => {
    expect(alertChildName(child)).toBe(expected);
  });
});
