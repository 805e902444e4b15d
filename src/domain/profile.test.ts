import { describe, expect, it } from 'vitest';
import { isOtpComplete, normaliseOtpInput } from './auth/otp-input';
import {
  emailSchema,
  isProfileComplete,
  onboardingSchema,
  otpCodeSchema,
  profileUpdateSchema,
  roleLabel,
  secondParentEmailSchema,
} from './profile';
import { firstMessages, parsed } from './testing/zod';

const INVALID_EMAIL = 'Ungültige E-Mail-Adresse.';

describe('isProfileComplete', () => {
  const complete = { termsAcceptedAt: '2026-01-05T09:00:00.000Z', firstName: 'Anna', lastName: 'Muster' };
  it.each([
    ['complete', complete, true],
    ['terms as Date', { ...complete, termsAcceptedAt: new Date(0) }, true],
    ['complete without mobile', { ...complete, mobile: null }, true],
    ['terms not accepted', { ...complete, termsAcceptedAt: null }, false],
    ['terms undefined', { ...complete, termsAcceptedAt: undefined }, false],
    ['first name missing', { ...complete, firstName: null }, false],
    ['first name blank', { ...complete, firstName: '  ' }, false],
    ['last name empty', { ...complete, lastName: '' }, false],
    ['no profile', null, false],
  ])('%s -> %j', (_label, profile, expected) => {
    expect(isProfileComplete(profile)).toBe(expected);
  });
});

describe('onboardingSchema', () => {
  const valid = { firstName: ' Anna ', lastName: ' Muster ', mobile: ' 079 123 45 67 ', termsAccepted: true };

  it('trims the fields', () => {
    expect(parsed(onboardingSchema, valid)).toEqual({
      firstName: 'Anna',
      lastName: 'Muster',
      mobile: '079 123 45 67',
      termsAccepted: true,
    });
  });

  it.each([
    ['firstName', '', 'Bitte Vorname, Nachname und Mobilnummer ausfüllen.'],
    ['lastName', '  ', 'Bitte Vorname, Nachname und Mobilnummer ausfüllen.'],
    ['mobile', '', 'Bitte Vorname, Nachname und Mobilnummer ausfüllen.'],
    ['mobile', undefined, 'Bitte Vorname, Nachname und Mobilnummer ausfüllen.'],
    ['mobile', 'keine', 'Bitte eine gültige Mobilnummer eingeben.'],
    ['mobile', '079 123', 'Bitte eine gültige Mobilnummer eingeben.'],
    ['termsAccepted', false, 'Bitte rechtliches akzeptieren.'],
    ['termsAccepted', undefined, 'Bitte rechtliches akzeptieren.'],
    ['termsAccepted', 'true', 'Bitte rechtliches akzeptieren.'],
  ])('%s = %j -> %s', (field, value, message) => {
    expect(firstMessages(onboardingSchema, { ...valid, [field]: value })).toEqual({ [field]: message });
  });
});

describe('profileUpdateSchema', () => {
  it.each([
    ['', null],
    ['   ', null],
    [null, null],
    [undefined, null],
    [' +41 79 123 45 67 ', '+41 79 123 45 67'],
  ])('mobile %j -> %j', (mobile, expected) => {
    expect(parsed(profileUpdateSchema, { firstName: 'Anna', lastName: 'Muster', mobile }).mobile).toBe(
      expected,
    );
  });

  it.each([
    ['firstName', ''],
    ['lastName', '  '],
    ['lastName', undefined],
  ])('%s = %j -> names required', (field, value) => {
    const input = { firstName: 'Anna', lastName: 'Muster', [field]: value };
    expect(firstMessages(profileUpdateSchema, input)).toEqual({
      [field]: '❌ Vor- und Nachname sind erforderlich.',
    });
  });

  it('leaves the e-mail out: it cannot be changed', () => {
    const out = parsed(profileUpdateSchema, { firstName: 'A', lastName: 'B', email: 'new@example.ch' });
    expect(out).toEqual({ firstName: 'A', lastName: 'B', mobile: null });
  });
});

describe('emailSchema (login)', () => {
  it.each([
    [' Anna.Muster@Example.CH ', 'anna.muster@example.ch'],
    ['a@b.ch', 'a@b.ch'],
  ])('%j -> %j', (input, expected) => {
    expect(parsed(emailSchema, input)).toBe(expected);
  });

  it.each(['', '   ', 'anna', 'anna@', '@example.ch', 'anna@example', 'an na@example.ch', undefined, 42])(
    '%j -> invalid',
    (input) => {
      expect(firstMessages(emailSchema, input)).toEqual({ '': INVALID_EMAIL });
    },
  );
});

describe('one-time code', () => {
  it.each([
    ['123456', '123456'],
    ['12 34 56', '123456'],
    ['1234567', '123456'],
    ['12a3', '123'],
    ['abc', ''],
  ])('normaliseOtpInput(%j) -> %j', (raw, expected) => {
    expect(normaliseOtpInput(raw)).toBe(expected);
  });

  it.each([
    ['123456', true],
    ['000000', true],
    ['12345', false],
    ['1234567', false],
    ['12a456', false],
    ['', false],
  ])('%j: valid %j', (code, valid) => {
    expect(otpCodeSchema.safeParse(code).success).toBe(valid);
    expect(isOtpComplete(code)).toBe(valid);
  });

  it('names the rule in German', () => {
    expect(firstMessages(otpCodeSchema, '123')).toEqual({ '': 'Bitte den 6-stelligen Code eingeben.' });
  });
});

describe('secondParentEmailSchema', () => {
  it.each([
    ['', 'Bitte geben Sie eine E-Mail-Adresse ein.'],
    ['   ', 'Bitte geben Sie eine E-Mail-Adresse ein.'],
    [undefined, 'Bitte geben Sie eine E-Mail-Adresse ein.'],
    ['partner', INVALID_EMAIL],
  ])('%j -> %s', (input, message) => {
    expect(firstMessages(secondParentEmailSchema, input)).toEqual({ '': message });
  });

  it('stores the address trimmed and lower-cased', () => {
    expect(parsed(secondParentEmailSchema, ' Partner@Example.ch ')).toBe('partner@example.ch');
  });
});

describe('roleLabel', () => {
  it.each([
    ['admin', 'Administrator'],
    ['parent', 'Elternteil'],
    [null, 'Elternteil'],
    ['anything', 'Elternteil'],
  ])('%j -> %s', (role, label) => {
    expect(roleLabel(role)).toBe(label);
  });
});
