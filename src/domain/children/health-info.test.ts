import { describe, expect, it } from 'vitest';
import { firstMessages, parsed } from '../testing/zod';
import { makeChildFormSchema, makeChildUpdateSchema } from './child-form';
import { formatSwissPhone, givenHealthInfo, hasHealthInfo, isSwissPhone } from './health-info';

const INVALID_PHONE =
  'Bitte eine gültige Schweizer Telefonnummer eingeben (z. B. 079 123 45 67 oder +41 79 123 45 67).';
const INCOMPLETE = 'Bitte Name und Telefonnummer des Notfallkontakts angeben.';
const create = makeChildFormSchema(2026);
const update = makeChildUpdateSchema(2026);
const child = {
  firstName: 'Lena',
  lastName: 'Muster',
  dateOfBirth: '2015-03-14',
  jerseySize: 140,
  ahv: '756.9217.0769.85',
};

describe('isSwissPhone and formatSwissPhone', () => {
  it.each([
    ['079 123 45 67', '079 123 45 67'],
    ['0791234567', '079 123 45 67'],
    ['041 790 12 34', '041 790 12 34'],
    ['+41 79 123 45 67', '079 123 45 67'],
    ['+41 (0)79 123 45 67', '079 123 45 67'],
    ['0041 79 123 45 67', '079 123 45 67'],
    ['079/123.45-67', '079 123 45 67'],
  ])('accepts %j as %j', (input, formatted) => {
    expect(isSwissPhone(input)).toBe(true);
    expect(formatSwissPhone(input)).toBe(formatted);
  });

  it.each([
    '079 123 45 6',
    '079 123 45 678',
    '+49 30 1234567',
    '0049 30 12345678',
    '00 123 45 67 89',
    '079 123 45 67 x',
    'Mami',
    '',
  ])('refuses %j', (input) => {
    expect(isSwissPhone(input)).toBe(false);
  });
});

describe('the child form health fields', () => {
  it('are optional: a child without them is valid and stores none', () => {
    const out = parsed(create, child);
    expect(givenHealthInfo(out)).toBeUndefined();
  });

  it('trims the texts, turns blank into null and writes the phone the Swiss way', () => {
    const out = parsed(create, {
      ...child,
      allergies: '  Nüsse  ',
      medication: '',
      emergencyContactName: ' Anna Muster ',
      emergencyContactPhone: '+41 79 123 45 67',
    });
    expect(givenHealthInfo(out)).toEqual({
      allergies: 'Nüsse',
      medication: null,
      emergencyContactName: 'Anna Muster',
      emergencyContactPhone: '079 123 45 67',
    });
  });

  it.each([
    ['allergies', 'x'.repeat(501), 'Eingabe zu lang (maximal 500 Zeichen).'],
    ['medication', 'x'.repeat(501), 'Eingabe zu lang (maximal 500 Zeichen).'],
    ['emergencyContactName', 'x'.repeat(101), 'Eingabe zu lang (maximal 100 Zeichen).'],
    ['emergencyContactPhone', '+49 30 1234567', INVALID_PHONE],
    ['emergencyContactPhone', '1'.repeat(40), INVALID_PHONE],
    ['allergies', 42, 'Eingabe zu lang (maximal 500 Zeichen).'],
  ])('%s = %j -> %s', (field, value, message) => {
    const contact = { emergencyContactName: 'Anna', emergencyContactPhone: '079 123 45 67' };
    expect(firstMessages(create, { ...child, ...contact, [field]: value })).toEqual({ [field]: message });
  });

  it('accepts texts at their limits', () => {
    const out = parsed(create, { ...child, allergies: 'x'.repeat(500), medication: 'y'.repeat(500) });
    expect(out.allergies).toHaveLength(500);
  });

  it.each([
    [{ emergencyContactName: 'Anna Muster' }, 'emergencyContactPhone'],
    [{ emergencyContactName: 'Anna Muster', emergencyContactPhone: '  ' }, 'emergencyContactPhone'],
    [{ emergencyContactPhone: '079 123 45 67' }, 'emergencyContactName'],
  ])('an emergency contact needs name and phone: %j', (contact, missing) => {
    expect(firstMessages(create, { ...child, ...contact })).toEqual({ [missing]: INCOMPLETE });
    expect(firstMessages(update, { ...child, ...contact })).toEqual({ [missing]: INCOMPLETE });
  });

  it('on an edit, no health field at all keeps what is stored; any one replaces the whole', () => {
    expect(givenHealthInfo(parsed(update, child))).toBeUndefined();
    expect(givenHealthInfo(parsed(update, { ...child, medication: 'Ventolin' }))).toEqual({
      allergies: null,
      medication: 'Ventolin',
      emergencyContactName: null,
      emergencyContactPhone: null,
    });
  });
});

describe('hasHealthInfo', () => {
  it('is false for nothing and for all-empty fields, true with any field', () => {
    const empty = {
      allergies: null,
      medication: null,
      emergencyContactName: null,
      emergencyContactPhone: null,
    };
    expect(hasHealthInfo(null)).toBe(false);
    expect(hasHealthInfo(empty)).toBe(false);
    expect(hasHealthInfo({ ...empty, medication: 'Ventolin' })).toBe(true);
  });
});
