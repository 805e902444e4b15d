import { describe, expect, it } from 'vitest';
import { firstMessages, parsed } from '../testing/zod';
import {
  newTrainingFields,
  trainingCreateSchema,
  trainingFieldsOf,
  trainingFormSchema,
} from './training-form';

const ID_A = '7d1c8f0e-3b2a-4c5d-9e6f-0a1b2c3d4e5f';
const ID_B = '0f9e8d7c-6b5a-4938-8271-605f4e3d2c1b';
/** The spec's defaults of a new training; the form and the parsed training spell them alike. */
const usual = { startTime: '10:00', endTime: '11:45', location: 'Kunstrasen Rotkreuz', type: 'TIZ' };

describe('training form', () => {
  const REQUIRED = 'Title / Datum / Zeiten ausfüllen.';
  const valid = {
    title: ' TIZ Training ',
    focus: '',
    date: '2026-03-29',
    ...usual,
    capacity: '30',
    priceChf: '25.00',
    trainerIds: [ID_A, ID_B, ID_A],
  };

  it('parses numbers from inputs, the price in CHF to cents, and removes duplicate trainers', () => {
    expect(parsed(trainingFormSchema, valid)).toEqual({
      title: 'TIZ Training',
      focus: null,
      date: '2026-03-29',
      ...usual,
      capacity: 30,
      priceCents: 2500,
      trainerIds: [ID_A, ID_B],
    });
  });

  it.each([
    ['title', ''],
    ['date', ''],
    ['startTime', ''],
    ['endTime', undefined],
  ])('%s = %j -> %s', (field, value) => {
    expect(firstMessages(trainingFormSchema, { ...valid, [field]: value })).toEqual({ [field]: REQUIRED });
  });

  it.each([
    ['type', '1:1', null],
    ['type', 'Camp', { type: 'Bitte einen gültigen Trainingstyp wählen (TIZ oder 1:1).' }],
    ['capacity', 0, null],
    ['capacity', -1, { capacity: 'Die Kapazität muss eine ganze Zahl ab 0 sein.' }],
    ['capacity', '2.5', { capacity: 'Die Kapazität muss eine ganze Zahl ab 0 sein.' }],
    ['priceChf', '0', null],
    ['priceChf', '-1', { priceChf: 'Der Preis muss ein Betrag ab 0 sein.' }],
    ['priceChf', '', { priceChf: 'Der Preis muss ein Betrag ab 0 sein.' }],
    ['priceChf', 'gratis', { priceChf: 'Der Preis muss ein Betrag ab 0 sein.' }],
    ['startTime', '25:00', { startTime: 'Bitte eine gültige Uhrzeit eingeben (HH:MM).' }],
    ['endTime', '10:00', { endTime: 'Die Endzeit muss nach der Startzeit liegen.' }],
    ['endTime', '09:30', { endTime: 'Die Endzeit muss nach der Startzeit liegen.' }],
    ['date', '2026-02-30', { date: 'Bitte ein gültiges Datum eingeben.' }],
    ['trainerIds', ['not-an-id'], { 'trainerIds.0': 'Ungültige Auswahl.' }],
  ])('%s = %j -> %j', (field, value, messages) => {
    expect(firstMessages(trainingFormSchema, { ...valid, [field]: value })).toEqual(messages);
  });

  it('accepts times as PostgreSQL answers them', () => {
    const out = parsed(trainingFormSchema, { ...valid, startTime: '10:00:00', endTime: '11:45:00' });
    expect([out.startTime, out.endTime]).toEqual(['10:00', '11:45']);
  });

  it("a blank location is the provider's usual pitch", () => {
    expect(parsed(trainingFormSchema, { ...valid, location: ' ' }).location).toBe('Kunstrasen Rotkreuz');
  });

  it.each([
    [undefined, 1],
    ['1', 1],
    ['10', 10],
    [52, 52],
  ])('create: weeks %j -> %j', (weeks, expected) => {
    expect(parsed(trainingCreateSchema, { ...valid, weeks }).weeks).toBe(expected);
  });

  it.each(['0', '53', '2.5', 'x'])('create: weeks %j is refused', (weeks) => {
    expect(firstMessages(trainingCreateSchema, { ...valid, weeks })).toEqual({
      weeks: 'Bitte eine Anzahl Wochen von 1 bis 52 eingeben.',
    });
  });
});

describe('training form fields', () => {
  it('a new training starts from the spec defaults and passes once title and date are given', () => {
    const fields = newTrainingFields('2026-05-09');
    expect(fields).toMatchObject({
      ...usual,
      capacity: '30',
      priceChf: '25.00',
      weeks: '1',
    });
    expect(firstMessages(trainingCreateSchema, fields)).toEqual({
      title: 'Title / Datum / Zeiten ausfüllen.',
    });
    expect(parsed(trainingCreateSchema, { ...fields, title: 'TIZ' })).toMatchObject({
      capacity: 30,
      priceCents: 2500,
      weeks: 1,
    });
  });

  it('a stored training shows its Zurich date and times, also in summer time', () => {
    const fields = trainingFieldsOf({
      title: 'TIZ',
      focus: null,
      startsAt: '2026-03-29T08:00:00.000Z',
      endsAt: '2026-03-29T09:45:00.000Z',
      location: 'Halle',
      type: '1:1',
      capacity: 4,
      priceCents: 125_050,
      trainers: [{ id: ID_A }],
    });
    expect(fields).toMatchObject({
      date: '2026-03-29',
      startTime: '10:00',
      endTime: '11:45',
      capacity: '4',
      priceChf: '1250.50',
      trainerIds: [ID_A],
    });
    expect(parsed(trainingFormSchema, fields).priceCents).toBe(125_050);
  });
});
