import { describe, expect, it } from 'vitest';
import { firstMessages, parsed } from '../testing/zod';
import { parentEditSchema } from './parent-edit';

describe('admin parent edit', () => {
  const valid = { firstName: ' Anna ', lastName: 'Muster', mobile: '' };

  it('trims the names and turns a blank mobile into null', () => {
    expect(parsed(parentEditSchema, valid)).toEqual({ firstName: 'Anna', lastName: 'Muster', mobile: null });
    expect(parsed(parentEditSchema, { ...valid, mobile: ' 079 123 45 67 ' }).mobile).toBe('079 123 45 67');
  });

  it.each([
    ['firstName', '', { firstName: 'Bitte Vorname und Nachname ausfüllen.' }],
    ['firstName', '   ', { firstName: 'Bitte Vorname und Nachname ausfüllen.' }],
    ['lastName', undefined, { lastName: 'Bitte Vorname und Nachname ausfüllen.' }],
    ['lastName', 'Muster 756.1234.5678.97', { lastName: 'Namen dürfen keine AHV-Nummer enthalten.' }],
    ['firstName', '7561234567897', { firstName: 'Namen dürfen keine AHV-Nummer enthalten.' }],
    ['mobile', 'abc', { mobile: 'Bitte eine gültige Mobilnummer eingeben.' }],
  ])('%s = %j -> %j', (field, value, messages) => {
    expect(firstMessages(parentEditSchema, { ...valid, [field]: value })).toEqual(messages);
  });

  it.each([
    ['email', 'neu@example.ch'],
    ['secondParentEmail', 'partner@example.ch'],
    ['role', 'admin'],
  ])('refuses a body that sets %s (not the admin form’s to change)', (field, value) => {
    expect(parentEditSchema.safeParse({ ...valid, [field]: value }).success).toBe(false);
  });
});
