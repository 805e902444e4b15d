import { describe, expect, it } from 'vitest';
import { firstMessages, parsed } from '../testing/zod';
import { parentEditSchema } from './parent-edit';

describe('admin parent edit', () => {
  const valid = { firstName: 'Anna', lastName: 'Muster', mobile: '', secondParentEmail: ' ' };

  it('blank mobile and partner e-mail become null; the e-mail is not part of it', () => {
    expect(parsed(parentEditSchema, { ...valid, email: 'x@y.ch' })).toEqual({
      firstName: 'Anna',
      lastName: 'Muster',
      mobile: null,
      secondParentEmail: null,
    });
  });

  it.each([
    ['firstName', '', { firstName: 'Bitte Vorname und Nachname ausfüllen.' }],
    ['lastName', undefined, { lastName: 'Bitte Vorname und Nachname ausfüllen.' }],
    ['secondParentEmail', 'partner', { secondParentEmail: 'Ungültige E-Mail-Adresse.' }],
    ['mobile', 'abc', { mobile: 'Bitte eine gültige Mobilnummer eingeben.' }],
  ])('%s = %j -> %j', (field, value, messages) => {
    expect(firstMessages(parentEditSchema, { ...valid, [field]: value })).toEqual(messages);
  });

  it('stores the partner e-mail lower-cased', () => {
    expect(
      parsed(parentEditSchema, { ...valid, secondParentEmail: ' Papa@Example.CH ' }).secondParentEmail,
    ).toBe('papa@example.ch');
  });
});
