import { describe, expect, it } from 'vitest';
import {
  adminAddChildSchema,
  adminChildEditSchema,
  campFormSchema,
  canSendPush,
  newsFormSchema,
  newsPushText,
  parentEditSchema,
  parseChfToCents,
  pushComposeSchema,
  pushRecipientType,
  trainerFormSchema,
  trainerUpdateSchema,
  trainingFormSchema,
  validateFlyer,
} from './admin-forms';
import { firstMessages, parsed } from './testing/zod';

const ID_A = '7d1c8f0e-3b2a-4c5d-9e6f-0a1b2c3d4e5f';
const ID_B = '0f9e8d7c-6b5a-4938-8271-605f4e3d2c1b';

describe('trainer form', () => {
  const REQUIRED = 'Bitte Pflichtfelder ausfüllen (Vorname, Nachname, Geburtsdatum, AHV-Nummer).';
  const valid = {
    firstName: ' Marco ',
    lastName: 'Keller',
    dateOfBirth: '1990-04-02',
    ahv: '756.1234.5678.97',
  };

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

describe('training form', () => {
  const REQUIRED = 'Title / Datum / Zeiten ausfüllen.';
  const valid = {
    title: ' TIZ Training ',
    focus: '',
    date: '2026-03-29',
    startTime: '10:00',
    endTime: '11:45',
    location: 'Kunstrasen Rotkreuz',
    type: 'TIZ',
    capacity: '30',
    priceCents: 2500,
    trainerIds: [ID_A, ID_B, ID_A],
  };

  it('parses numbers from inputs and removes duplicate trainers', () => {
    expect(parsed(trainingFormSchema, valid)).toEqual({
      title: 'TIZ Training',
      focus: null,
      date: '2026-03-29',
      startTime: '10:00',
      endTime: '11:45',
      location: 'Kunstrasen Rotkreuz',
      type: 'TIZ',
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
    ['priceCents', 0, null],
    ['priceCents', -100, { priceCents: 'Der Preis muss ein Betrag ab 0 sein.' }],
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
});

describe('parseChfToCents', () => {
  it.each<[string | number, number | null]>([
    ['500', 50000],
    ['45.50', 4550],
    ['45,5', 4550],
    ["1'250.00", 125000],
    ['1’250', 125000],
    ['CHF 25', 2500],
    [' 0 ', 0],
    ['0.004', 0],
    ['0.005', 1],
    ['19.999', 2000],
    [45.005, 4501],
    [19.99, 1999],
    [0.1 + 0.2, 30],
    [500, 50000],
    ['-5', null],
    [-5, null],
    ['abc', null],
    ['', null],
    ['1.2.3', null],
    [Number.NaN, null],
  ])('%j -> %j', (input, cents) => {
    expect(parseChfToCents(input)).toBe(cents);
  });
});

describe('camp form', () => {
  const REQUIRED = 'Name / Standort / Startdatum ausfüllen.';
  const CAPACITY_PRICE = 'Bitte Kapazität und Preis ausfüllen.';
  const valid = {
    name: 'Sommercamp',
    location: 'Rotkreuz',
    startDate: '2026-07-06',
    endDate: '2026-07-10',
    startTime: '09:00',
    endTime: '16:00',
    description: '',
    poweredBy: ' Sportverein ',
    capacity: '30',
    priceChf: '500.5',
    flyerUrl: null,
  };

  it('stores the price in cents and trims', () => {
    expect(parsed(campFormSchema, valid)).toEqual({
      name: 'Sommercamp',
      location: 'Rotkreuz',
      startDate: '2026-07-06',
      endDate: '2026-07-10',
      startTime: '09:00',
      endTime: '16:00',
      description: null,
      poweredBy: 'Sportverein',
      capacity: 30,
      priceCents: 50050,
      flyerUrl: null,
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

describe('admin adds a child', () => {
  it.each([
    [{ childId: '' }, { childId: 'Bitte wählen Sie ein Kind aus.' }],
    [{}, { childId: 'Bitte wählen Sie ein Kind aus.' }],
    [{ childId: ID_A }, null],
  ])('%j -> %j', (input, messages) => {
    expect(firstMessages(adminAddChildSchema, input)).toEqual(messages);
  });
});

describe('news form', () => {
  const valid = { title: 'Neue Trainingszeiten', content: 'Ab März trainieren wir neu um 10 Uhr.' };

  it.each([
    ['title', ''],
    ['content', '  '],
  ])('%s = %j -> required', (field, value) => {
    expect(firstMessages(newsFormSchema, { ...valid, [field]: value })).toEqual({
      [field]: 'Bitte Titel und Inhalt ausfüllen.',
    });
  });

  it('the push texts default to the news, cut to the push limits', () => {
    const long = { title: 'T'.repeat(60), content: 'C'.repeat(250), sendPush: true };
    expect(newsPushText(parsed(newsFormSchema, long))).toEqual({
      title: 'T'.repeat(50),
      body: 'C'.repeat(200),
    });
    const own = parsed(newsFormSchema, { ...valid, pushTitle: 'Neu!', pushContent: 'Zeiten geändert' });
    expect(newsPushText(own)).toEqual({ title: 'Neu!', body: 'Zeiten geändert' });
  });
});

describe('push compose', () => {
  const valid = { title: ' Training fällt aus ', body: ' Heute kein Training wegen Gewitter. ' };

  it('trims and defaults to all parents and /dashboard', () => {
    expect(parsed(pushComposeSchema, valid)).toEqual({
      title: 'Training fällt aus',
      body: 'Heute kein Training wegen Gewitter.',
      targetUrl: '/dashboard',
      recipients: 'all',
      userIds: [],
    });
  });

  it.each([
    ['title', '   ', { title: 'Bitte Titel und Nachricht ausfüllen.' }],
    ['body', '', { body: 'Bitte Titel und Nachricht ausfüllen.' }],
    ['body', undefined, { body: 'Bitte Titel und Nachricht ausfüllen.' }],
    ['title', 'x'.repeat(50), null],
    ['title', ` ${'x'.repeat(50)} `, null],
    ['title', 'x'.repeat(51), { title: 'Der Titel darf höchstens 50 Zeichen lang sein.' }],
    ['body', 'x'.repeat(200), null],
    ['body', 'x'.repeat(201), { body: 'Die Nachricht darf höchstens 200 Zeichen lang sein.' }],
    ['targetUrl', '/admin', { targetUrl: 'Bitte eine gültige Zielseite wählen.' }],
    ['targetUrl', 'https://evil.example', { targetUrl: 'Bitte eine gültige Zielseite wählen.' }],
  ])('%s = %j -> %j', (field, value, messages) => {
    expect(firstMessages(pushComposeSchema, { ...valid, [field]: value })).toEqual(messages);
  });

  it.each([
    '/dashboard',
    '/meine-kinder',
    '/tiz-trainings',
    '/camps',
    '/zahlungen',
    '/fotos',
    '/shop',
    '/profile',
  ])('target %s is allowed', (targetUrl) => {
    expect(parsed(pushComposeSchema, { ...valid, targetUrl }).targetUrl).toBe(targetUrl);
  });

  it('selected mode needs at least one parent', () => {
    expect(firstMessages(pushComposeSchema, { ...valid, recipients: 'selected', userIds: [] })).toEqual({
      userIds: 'Bitte wählen Sie mindestens einen Elternteil aus.',
    });
    expect(
      parsed(pushComposeSchema, { ...valid, recipients: 'selected', userIds: ['u1', 'u2', 'u1'] }).userIds,
    ).toEqual(['u1', 'u2']);
    expect(parsed(pushComposeSchema, { ...valid, recipients: 'all', userIds: ['u1'] }).userIds).toEqual([]);
  });

  it.each([
    [valid, true],
    [{ ...valid, title: ' ' }, false],
    [{ ...valid, body: '' }, false],
    [{ ...valid, recipients: 'selected' as const, userIds: [] }, false],
    [{ ...valid, recipients: 'selected' as const, userIds: ['u1'] }, true],
  ])('canSendPush(%j) -> %j', (input, expected) => {
    expect(canSendPush(input)).toBe(expected);
  });

  it.each([
    ['all', [], 'all'],
    ['all', ['u1'], 'all'],
    ['selected', ['u1'], 'single'],
    ['selected', ['u1', 'u2'], 'selected'],
  ] as const)('%s with %j -> %s', (recipients, userIds, type) => {
    expect(pushRecipientType({ recipients, userIds: [...userIds] })).toBe(type);
  });
});
