import { describe, expect, it } from 'vitest';
import { firstMessages, parsed } from '../testing/zod';
import { campFormSchema, validateFlyer } from './camp-form';

describe('camp form', () => {
  const REQUIRED = 'Name / Standort / Startdatum ausfüllen.';
  const CAPACITY_PRICE = 'Bitte Kapazität und Preis ausfüllen.';
  // The dates and times pass through as they are.
  const schedule = { startDate: '2026-07-06', endDate: '2026-07-10', startTime: '09:00', endTime: '16:00' };
  const valid = {
    name: 'Sommercamp',
    location: 'Rotkreuz',
    ...schedule,
    description: '',
    poweredBy: ' Sportverein ',
    capacity: '30',
    priceChf: '500.5',
  };

  it('stores the price in cents and trims', () => {
    expect(parsed(campFormSchema, valid)).toEqual({
      name: 'Sommercamp',
      location: 'Rotkreuz',
      ...schedule,
      description: null,
      poweredBy: 'Sportverein',
      capacity: 30,
      priceCents: 50050,
    });
  });

  it('a camp without end date lasts one day and may have no times', () => {
    const out = parsed(campFormSchema, { ...valid, endDate: '', startTime: '', endTime: null });
    expect([out.endDate, out.startTime, out.endTime]).toEqual(['2026-07-06', null, null]);
  });

  it.each([
    ['name', '', { name: REQUIRED }],
    ['location', '  ', { location: REQUIRED }],
    ['startDate', undefined, { startDate: REQUIRED }],
    ['capacity', '', { capacity: CAPACITY_PRICE }],
    ['capacity', '-3', { capacity: CAPACITY_PRICE }],
    ['priceChf', '', { priceChf: CAPACITY_PRICE }],
    ['priceChf', undefined, { priceChf: CAPACITY_PRICE }],
    ['priceChf', 'gratis', { priceChf: 'Der Preis muss ein Betrag ab 0 sein.' }],
    ['priceChf', '-10', { priceChf: 'Der Preis muss ein Betrag ab 0 sein.' }],
    ['endDate', '2026-07-05', { endDate: 'Das Enddatum darf nicht vor dem Startdatum liegen.' }],
    ['endDate', '2026-07-06', null],
    ['endDate', '2026-02-31', { endDate: 'Bitte ein gültiges Datum eingeben.' }],
    ['startTime', '9 Uhr', { startTime: 'Bitte eine gültige Uhrzeit eingeben (HH:MM).' }],
  ])('%s = %j -> %j', (field, value, messages) => {
    expect(firstMessages(campFormSchema, { ...valid, [field]: value })).toEqual(messages);
  });

  it('on a one-day camp the end time must follow the start time', () => {
    const oneDay = { ...valid, endDate: valid.startDate, startTime: '16:00', endTime: '09:00' };
    expect(firstMessages(campFormSchema, oneDay)).toEqual({
      endTime: 'Die Endzeit muss nach der Startzeit liegen.',
    });
    expect(firstMessages(campFormSchema, { ...oneDay, endDate: '2026-07-07' })).toBeNull();
  });
});

describe('validateFlyer', () => {
  const MB3 = 3 * 1024 * 1024;
  it.each([
    ['image/jpeg', 1_000_000, null],
    ['image/png', MB3, null],
    ['image/webp', 10, null],
    ['IMAGE/JPEG', 10, null],
    ['image/png', MB3 + 1, 'Datei zu gross. Maximum: 3 MB.'],
    ['image/gif', 10, 'Nur JPG, PNG und WebP Dateien erlaubt.'],
    ['application/pdf', 10, 'Nur JPG, PNG und WebP Dateien erlaubt.'],
    ['image/svg+xml', 10, 'Nur JPG, PNG und WebP Dateien erlaubt.'],
    ['', 10, 'Nur JPG, PNG und WebP Dateien erlaubt.'],
  ])('%s of %i bytes -> %j', (mime, size, message) => {
    expect(validateFlyer({ mime, size })).toBe(message);
  });
});
