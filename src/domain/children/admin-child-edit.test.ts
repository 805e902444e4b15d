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
    ['firstName', 'Lena 756.9217.0769.85', 'Namen dürfen keine AHV-Nummer enthalten.'],
    ['lastName', '7569217076985', 'Namen dürfen keine AHV-Nummer enthalten.'],
    ['clubName', 'FC 756 9217 0769 85', 'Namen dürfen keine AHV-Nummer enthalten.'],
    ['level', '7569217076985', 'Namen dürfen keine AHV-Nummer enthalten.'],
  ])('%s = %j -> %s', (field, value, message) => {
    expect(firstMessages(adminChildEditSchema, { ...valid, [field]: value })).toEqual({ [field]: message });
  });

  it('keeps a club and level with ordinary numbers (FC Rotkreuz 1912, Jahrgang 2014)', () => {
    const out = parsed(adminChildEditSchema, {
      ...valid,
      clubName: 'FC Rotkreuz 1912',
      level: 'Jahrgang 2014',
    });
    expect([out.clubName, out.level]).toEqual(['FC Rotkreuz 1912', 'Jahrgang 2014']);
  });

  it.each([
    ['parentId', 'x'],
    ['ahvLast4', '1234'],
    ['id', '11111111-1111-4111-8111-111111111111'],
  ])('refuses a body that sets %s', (field, value) => {
    expect(adminChildEditSchema.safeParse({ ...valid, [field]: value }).success).toBe(false);
  });
});
