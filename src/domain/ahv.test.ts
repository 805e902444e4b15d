import { describe, expect, it } from 'vitest';
import {
  ahvLast4,
  ean13CheckDigit,
  formatAhv,
  isMaskedAhv,
  maskAhv,
  normaliseAhvInput,
  validateAhv,
  validateAhvForStorage,
} from './ahv';

const START_756 = 'AHV-Nummer muss mit 756 beginnen.';
const THIRTEEN = 'AHV-Nummer muss 13 Ziffern enthalten (756 + 10 weitere Ziffern).';
const CHECK = 'AHV-Nummer ist ungültig (Prüfziffer stimmt nicht).';
const AT_LEAST_4 = 'AHV-Nummer muss mindestens 4 Ziffern enthalten.';

describe('normaliseAhvInput', () => {
  it.each([
    ['', ''],
    ['abc', ''],
    ['7', '7'],
    ['75', '75'],
    ['756', '756'],
    ['7561', '7561'],
    ['1', '7561'],
    ['751', '756751'],
    ['756756', '756756'],
    ['756.9217.0769.85', '7569217076985'],
    [' 756 9217 ', '7569217'],
    ['9217076985', '7569217076985'],
    ['75692170769851234', '7569217076985'],
    ['1234567890123', '7561234567890'],
  ])('%j -> %j', (raw, expected) => {
    expect(normaliseAhvInput(raw)).toBe(expected);
  });
});

describe('formatAhv', () => {
  it.each([
    ['', ''],
    ['7', '7'],
    ['756', '756'],
    ['7561', '756.1'],
    ['7561234', '756.1234'],
    ['75612345', '756.1234.5'],
    ['75612345678', '756.1234.5678'],
    ['756123456789', '756.1234.5678.9'],
    ['7569217076985', '756.9217.0769.85'],
    ['75692170769851', '756.9217.0769.85'],
    ['756.9217.0769.85', '756.9217.0769.85'],
  ])('%j -> %j', (digits, expected) => {
    expect(formatAhv(digits)).toBe(expected);
  });
});

describe('ean13CheckDigit', () => {
  it.each([
    ['756921707698', 5],
    ['400638133393', 1], // the textbook EAN-13 example 4006381333931
    ['756123456789', 7],
  ])('%s -> %i', (first12, digit) => {
    expect(ean13CheckDigit(first12)).toBe(digit);
  });
});

describe('validateAhv', () => {
  it.each([
    ['7569217076985', null],
    ['756.9217.0769.85', null],
    ['756 9217 0769 85', null],
    ['7561234567897', null],
    ['', START_756],
    ['1234567890123', START_756],
    ['7', START_756],
    ['756', THIRTEEN],
    ['756921707698', THIRTEEN],
    ['75692170769850', THIRTEEN],
    ['756.9217.0769.8a', THIRTEEN],
    ['7569217076984', CHECK],
    ['7569217076986', CHECK],
  ])('%j -> %j', (value, message) => {
    expect(validateAhv(value)).toBe(message);
  });
});

describe('storing: at least the last four digits', () => {
  it.each([
    ['', AT_LEAST_4, null],
    ['123', AT_LEAST_4, null],
    ['12.3', AT_LEAST_4, null],
    ['1234', null, '1234'],
    ['7569217076985', null, '6985'],
    ['756.9217.0769.85', null, '6985'],
  ])('%j -> %j, last4 %j', (value, message, last4) => {
    expect(validateAhvForStorage(value)).toBe(message);
    expect(ahvLast4(value)).toBe(last4);
  });
});

describe('masking', () => {
  it.each([
    ['6985', '756.****.**69.85'],
    ['1234', '756.****.**12.34'],
    ['0000', '756.****.**00.00'],
    [null, ''],
    [undefined, ''],
    ['123', ''],
    ['12a4', ''],
  ])('maskAhv(%j) -> %j', (last4, expected) => {
    expect(maskAhv(last4)).toBe(expected);
  });

  it.each([
    ['756.****.**69.85', true],
    [' 756.****.**12.34 ', true],
    ['756.9217.0769.85', false],
    ['7569217076985', false],
    ['756.****.**69.8', false],
    ['756.****.****.85', false],
    ['', false],
    [null, false],
    [undefined, false],
  ])('isMaskedAhv(%j) -> %j', (value, expected) => {
    expect(isMaskedAhv(value)).toBe(expected);
  });

  it('recognises every mask it produces', () => {
    for (const last4 of ['0000', '6985', '9999']) expect(isMaskedAhv(maskAhv(last4))).toBe(true);
  });
});
