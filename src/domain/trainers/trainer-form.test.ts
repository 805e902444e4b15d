import { describe, expect, it } from 'vitest';
import { trainerFormInput } from '../testing/form-inputs';
import { firstMessages, parsed } from '../testing/zod';
import { trainerFormSchema, trainerUpdateSchema } from './trainer-form';

describe('trainer form', () => {
  const REQUIRED = 'Bitte Pflichtfelder ausfüllen (Vorname, Nachname, Geburtsdatum, AHV-Nummer).';
  const valid = trainerFormInput;

  it('trims, defaults to active and stores the AHV digits', () => {
    expect(parsed(trainerFormSchema, valid)).toEqual({
      firstName: 'Marco',
      lastName: 'Keller',
      dateOfBirth: '1990-04-02',
      active: true,
      ahv: '7561234567897',
    });
  });

  it.each([
    ['firstName', ''],
    ['lastName', undefined],
    ['dateOfBirth', ''],
    ['ahv', ''],
  ])('%s = %j -> required message', (field, value) => {
    expect(firstMessages(trainerFormSchema, { ...valid, [field]: value })).toEqual({ [field]: REQUIRED });
  });

  it.each([
    ['123', 'AHV-Nummer muss mindestens 4 Ziffern enthalten.'],
    ['12.3', 'AHV-Nummer muss mindestens 4 Ziffern enthalten.'],
    ['1234', null],
  ])('AHV %j -> %j (only the four kept digits are required)', (ahv, message) => {
    expect(firstMessages(trainerFormSchema, { ...valid, ahv })).toEqual(message && { ahv: message });
  });

  it.each([
    [undefined, undefined],
    ['756.****.**67.89', undefined],
    ['7561234567897', '7561234567897'],
  ])('update: AHV %j -> %j', (ahv, expected) => {
    expect(parsed(trainerUpdateSchema, { ...valid, ahv }).ahv).toBe(expected);
  });
});
