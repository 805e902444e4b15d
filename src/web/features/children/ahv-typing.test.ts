import { describe, expect, it } from 'vitest';
import { nextAhvValue } from './ahv-typing';

describe('AHV input', () => {
  it.each([
    ['', '7', '7'],
    ['7', '75', '75'],
    ['75', '756', '756'],
    ['756', '7561', '756.1'],
    ['756.123', '756.1234', '756.1234'],
    ['756.1234', '756.12345', '756.1234.5'],
    ['756.1234.5678.9', '756.1234.5678.97', '756.1234.5678.97'],
    // at most 13 digits
    ['756.1234.5678.97', '756.1234.5678.971', '756.1234.5678.97'],
    // digits only
    ['756.1', '756.1a', '756.1'],
    ['', 'abc', ''],
    // 756 is forced in front of anything else
    ['', '1', '756.1'],
    ['', '9217076985', '756.9217.0769.85'],
    // pasting a full number in any notation
    ['', '756 9217 0769 85', '756.9217.0769.85'],
    ['', '7569217076985', '756.9217.0769.85'],
    // deleting
    ['756.1', '756.', '756'],
    ['7', '', ''],
  ])('%j then %j -> %j', (previous, raw, expected) => {
    expect(nextAhvValue(previous, raw)).toBe(expected);
  });

  it('keeps a stored, masked number until it is edited', () => {
    const masked = '756.****.**85.12';
    expect(nextAhvValue(masked, masked)).toBe(masked);
  });

  it('starts a new number when the masked one is typed over', () => {
    expect(nextAhvValue('756.****.**85.12', '7')).toBe('7');
    expect(nextAhvValue('756.****.**85.12', '756.****.**85.121')).toBe('756.1');
    expect(nextAhvValue('756.****.**85.12', '7569217076985')).toBe('756.9217.0769.85');
  });

  it('empties the field when anything is deleted from the masked number', () => {
    expect(nextAhvValue('756.****.**85.12', '756.****.**85.1')).toBe('');
    expect(nextAhvValue('756.****.**85.12', '')).toBe('');
  });
});
