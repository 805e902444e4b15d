import { describe, expect, it } from 'vitest';
import { caretAfterEdit, nextAhvValue } from './ahv-typing';

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

describe('the caret after an edit', () => {
  /** Applies an edit as the browser reports it ('|' marks the caret) and answers the new value with its caret. */
  function edit(previous: string, rawWithCaret: string): string {
    const caret = rawWithCaret.indexOf('|');
    const raw = rawWithCaret.replace('|', '');
    const next = nextAhvValue(previous, raw);
    const at = caretAfterEdit(previous, raw, caret, next);
    return `${next.slice(0, at)}|${next.slice(at)}`;
  }

  it.each([
    // typing at the end stays at the end, dots included
    ['756.123', '756.1234|', '756.1234|'],
    ['756.1234', '756.12345|', '756.1234.5|'],
    // deleting a digit in the middle keeps the caret where it was
    ['756.1234.5678.97', '756.1|34.5678.97', '756.1|345.6789.7'],
    // typing a digit in the middle puts the caret behind it, across a regrouping
    ['756.1345.6789.7', '756.12|345.6789.7', '756.12|34.5678.97'],
    ['756.1234.5678', '756.12349|.5678', '756.1234.9|567.8'],
    // a letter typed in the middle is dropped and the caret stays
    ['756.1234', '756.1x|234', '756.1|234'],
    // deleting a dot only moves the caret before it
    ['756.1234.5678', '756.1234|5678', '756.1234|.5678'],
    // deleting the prefix: 756 comes back in front, the caret behind it
    ['756.1234', '|.1234', '756|.1234'],
  ])('%j, then %j -> %j', (previous, raw, expected) => {
    expect(edit(previous, raw)).toBe(expected);
  });

  it('goes to the end when a masked number is typed over', () => {
    expect(edit('756.****.**85.12', '7|')).toBe('7|');
    expect(edit('756.****.**85.12', '7561|.****.**85.12')).toBe('756.1|');
  });
});
