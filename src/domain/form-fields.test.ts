import { describe, expect, it } from 'vitest';
import { isIsoDate, isPhoneNumber, requiredText, timeToMinutes } from './form-fields';
import { firstMessages } from './testing/zod';

describe('isIsoDate', () => {
  it.each([
    ['2026-03-29', true],
    ['2024-02-29', true],
    ['2000-02-29', true],
    ['1900-02-28', true],
    ['2026-12-31', true],
    ['2026-02-29', false],
    ['1900-02-29', false],
    ['2026-04-31', false],
    ['2026-00-10', false],
    ['2026-01-00', false],
    ['1899-12-31', false],
    ['2026-1-5', false],
    ['29.03.2026', false],
    ['2026-03-29T00:00:00Z', false],
    ['', false],
  ])('%j -> %j', (value, expected) => {
    expect(isIsoDate(value)).toBe(expected);
  });
});

describe('timeToMinutes', () => {
  it.each([
    ['00:00', 0],
    ['10:00', 600],
    ['11:45', 705],
    ['23:59', 1439],
    ['09:30:00', 570],
    ['24:00', null],
    ['9:30', null],
    ['10:60', null],
    ['', null],
  ])('%j -> %j', (value, minutes) => {
    expect(timeToMinutes(value)).toBe(minutes);
  });
});

describe('isPhoneNumber', () => {
  it.each([
    ['079 123 45 67', true],
    ['+41 79 123 45 67', true],
    ['0041-79/123.45.67', true],
    ['(079) 1234567', true],
    ['0791234567', true],
    ['079 123', false],
    ['+41 79 123 45 67 89 01 23', false],
    ['079 abc 45 67', false],
    ['', false],
  ])('%j -> %j', (value, expected) => {
    expect(isPhoneNumber(value)).toBe(expected);
  });
});

describe('requiredText', () => {
  it.each([
    ['x'.repeat(100), null],
    ['x'.repeat(101), { '': 'Eingabe zu lang (maximal 100 Zeichen).' }],
    [42, { '': 'Pflicht' }],
  ])('%j -> %j', (value, messages) => {
    expect(firstMessages(requiredText('Pflicht'), value)).toEqual(messages);
  });
});
