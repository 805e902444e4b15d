import { describe, expect, it } from 'vitest';
import { childFormInput } from '../testing/form-inputs';
import { firstMessages, parsed } from '../testing/zod';
import { childAgeError, JERSEY_SIZES, makeChildFormSchema, makeChildUpdateSchema } from './child-form';

const REQUIRED =
  'Bitte Pflichtfelder ausfüllen (Vorname, Nachname, Geburtsdatum, Trikoset Grösse, AHV-Nummer).';
const TOO_YOUNG_2018 = 'Kind muss mindestens Jahrgang 2018 oder älter sein (8 Jahre oder älter).';
const create = makeChildFormSchema(2026);
const update = makeChildUpdateSchema(2026);

const valid = childFormInput;

describe('child form (create)', () => {
  it('trims names, turns blank club and level into null, and stores the AHV as 13 digits', () => {
    expect(parsed(create, valid)).toEqual({
      firstName: 'Lena',
      lastName: 'Muster',
      dateOfBirth: '2015-03-14',
      jerseySize: 140,
      clubName: null,
      level: null,
      ahv: '7569217076985',
      photoConsentFamily: false,
      photoConsentNews: false,
    });
  });

  it('gives no photo consent until the parents say yes', () => {
    const out = parsed(create, { ...valid, photoConsentFamily: true });
    expect([out.photoConsentFamily, out.photoConsentNews]).toEqual([true, false]);
  });

  it.each(['true', 'ja', 1, null])('refuses %j as a consent answer (only true or false)', (answer) => {
    expect(firstMessages(create, { ...valid, photoConsentNews: answer })).toEqual({
      photoConsentNews: 'Bitte die Foto-Einwilligung mit Ja oder Nein beantworten.',
    });
  });

  it('refuses a field the parent may not set', () => {
    expect(firstMessages(create, { ...valid, parentId: 'someone' })).not.toBeNull();
  });

  it('keeps a given club and level, trimmed', () => {
    const out = parsed(create, { ...valid, clubName: ' FC Rotkreuz ', level: 'Fortgeschritten' });
    expect([out.clubName, out.level]).toEqual(['FC Rotkreuz', 'Fortgeschritten']);
  });

  it.each(JERSEY_SIZES.flatMap((size) => [size, String(size)]))('accepts jersey size %j', (size) => {
    expect(parsed(create, { ...valid, jerseySize: size }).jerseySize).toBe(Number(size));
  });

  it.each([
    ['firstName', ''],
    ['firstName', '   '],
    ['firstName', undefined],
    ['lastName', ''],
    ['lastName', null],
    ['dateOfBirth', ''],
    ['dateOfBirth', undefined],
    ['jerseySize', ''],
    ['jerseySize', undefined],
    ['jerseySize', 150],
    ['jerseySize', 'XL'],
    ['ahv', ''],
    ['ahv', undefined],
  ])('%s = %j gives the required-fields message', (field, value) => {
    expect(firstMessages(create, { ...valid, [field]: value })).toEqual({ [field]: REQUIRED });
  });

  it.each([
    ['2018-12-31', null],
    ['2018-01-01', null],
    ['2010-06-30', null],
    ['2016-02-29', null],
    ['2019-01-01', TOO_YOUNG_2018],
    ['2026-05-01', TOO_YOUNG_2018],
    ['2030-01-01', TOO_YOUNG_2018],
    ['2015-02-29', 'Bitte ein gültiges Datum eingeben.'],
    ['2015-13-01', 'Bitte ein gültiges Datum eingeben.'],
    ['14.03.2015', 'Bitte ein gültiges Datum eingeben.'],
    ['2015-3-14', 'Bitte ein gültiges Datum eingeben.'],
  ])('date of birth %s -> %j', (dateOfBirth, message) => {
    const messages = firstMessages(create, { ...valid, dateOfBirth });
    expect(messages).toEqual(message === null ? null : { dateOfBirth: message });
  });

  it.each([
    ['1234', 'AHV-Nummer muss mit 756 beginnen.'],
    ['756.9217.0769', 'AHV-Nummer muss 13 Ziffern enthalten (756 + 10 weitere Ziffern).'],
    ['756.9217.0769.84', 'AHV-Nummer ist ungültig (Prüfziffer stimmt nicht).'],
  ])('AHV %s -> %s', (ahv, message) => {
    expect(firstMessages(create, { ...valid, ahv })).toEqual({ ahv: message });
  });

  it('a masked AHV is not a number to store on create', () => {
    expect(firstMessages(create, { ...valid, ahv: '756.****.**69.85' })).toEqual({
      ahv: 'AHV-Nummer muss 13 Ziffern enthalten (756 + 10 weitere Ziffern).',
    });
  });

  it('the age limit follows the year it is given', () => {
    expect(firstMessages(makeChildFormSchema(2027), { ...valid, dateOfBirth: '2019-06-01' })).toBeNull();
    expect(firstMessages(makeChildFormSchema(2025), { ...valid, dateOfBirth: '2018-06-01' })).toEqual({
      dateOfBirth: 'Kind muss mindestens Jahrgang 2017 oder älter sein (8 Jahre oder älter).',
    });
  });
});

describe('child form (update)', () => {
  it.each([
    ['absent', undefined],
    ['null', null],
    ['the unchanged mask', '756.****.**69.85'],
  ])('AHV %s keeps the stored number', (_label, ahv) => {
    expect(parsed(update, { ...valid, ahv }).ahv).toBeUndefined();
  });

  it('absent consent answers keep the stored ones', () => {
    const out = parsed(update, { ...valid, ahv: undefined });
    expect([out.photoConsentFamily, out.photoConsentNews]).toEqual([undefined, undefined]);
    expect(parsed(update, { ...valid, photoConsentFamily: false }).photoConsentFamily).toBe(false);
  });

  it('a new AHV replaces the stored one', () => {
    expect(parsed(update, { ...valid, ahv: '756 1234 5678 97' }).ahv).toBe('7561234567897');
  });

  it.each([
    ['', REQUIRED],
    ['7561234', 'AHV-Nummer muss 13 Ziffern enthalten (756 + 10 weitere Ziffern).'],
    ['7561234567890', 'AHV-Nummer ist ungültig (Prüfziffer stimmt nicht).'],
  ])('a changed AHV %j is checked like on create', (ahv, message) => {
    expect(firstMessages(update, { ...valid, ahv })).toEqual({ ahv: message });
  });

  it('applies the same age rule', () => {
    expect(firstMessages(update, { ...valid, ahv: undefined, dateOfBirth: '2019-01-01' })).toEqual({
      dateOfBirth: TOO_YOUNG_2018,
    });
  });
});

describe('childAgeError (save disabled while it shows)', () => {
  it.each([
    ['2018-12-31', 2026, null],
    ['2019-01-01', 2026, TOO_YOUNG_2018],
    ['2019-01-01', 2027, null],
    ['2020-07-15', 2027, 'Kind muss mindestens Jahrgang 2019 oder älter sein (8 Jahre oder älter).'],
    ['', 2026, null],
    ['2019-02-30', 2026, null],
  ])('%j in %i -> %j', (dateOfBirth, year, message) => {
    expect(childAgeError(dateOfBirth, year)).toBe(message);
  });
});
