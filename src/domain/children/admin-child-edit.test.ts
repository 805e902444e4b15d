import { describe, expect, it } from 'vitest';
import { firstMessages, parsed } from '../testing/zod';
import { adminChildEditSchema } from './admin-child-edit';

describe('admin child edit', () => {
  const valid = {
    firstName: 'Lena',
    lastName: 'Muster',
    dateOfBirth: '2024-01-01',
    jerseySize: '',
    clubName: '',
  };

  it('has no age rule, and blank optional fields become null; a blank AHV keeps the stored one', () => {
    expect(parsed(adminChildEditSchema, { ...valid, ahv: '' })).toEqual({
      firstName: 'Lena',
      lastName: 'Muster',
      dateOfBirth: '2024-01-01',
      jerseySize: null,
      clubName: null,
      level: null,
      ahv: undefined,
    });
  });

  it.each([
    ['jerseySize', '164', 164],
    ['jerseySize', null, null],
    ['ahv', '756.****.**67.89', undefined],
    ['ahv', '7561234567897', '7561234567897'],
  ])('%s = %j -> %j', (field, value, expected) => {
    expect(parsed(adminChildEditSchema, { ...valid, [field]: value })[field as 'ahv']).toBe(expected);
  });

  it.each([
    ['firstName', '', 'Bitte alle Pflichtfelder ausfüllen.'],
    ['lastName', ' ', 'Bitte alle Pflichtfelder ausfüllen.'],
    ['dateOfBirth', '', 'Bitte alle Pflichtfelder ausfüllen.'],
    ['jerseySize', '150', 'Bitte alle Pflichtfelder ausfüllen.'],
    ['ahv', '7561234567890', 'AHV-Nummer ist ungültig (Prüfziffer stimmt nicht).'],
  ])('%s = %j -> %s', (field, value, message) => {
    expect(firstMessages(adminChildEditSchema, { ...valid, [field]: value })).toEqual({ [field]: message });
  });
});
