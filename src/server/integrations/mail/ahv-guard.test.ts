import { describe, expect, it } from 'vitest';
import { AhvInMailError, assertNoAhvNumber, containsAhvNumber, maskAhvNumbers } from './ahv-guard';

const mail = { to: 'a@example.ch', subject: 'Anmeldung', text: 'Hallo', html: '<p>Hallo</p>' };

describe('AHV guard for mails', () => {
  it.each([
    ['756.1234.5678.97', 'dotted'],
    ['7561234567897', '13 digits'],
    ['756 1234 5678 97', 'spaced'],
    ['AHV:756.9217.0769.85.', 'inside punctuation'],
    ['756.1234 5678-97', 'mixed separators'],
  ])('finds %s (%s)', (value) => {
    expect(containsAhvNumber(value)).toBe(true);
  });

  it.each([
    ['756.****.**78.97', 'the masked display form'],
    ['Bestellung 12345678', 'an ordinary number'],
    ['75612345678971', '14 digits'],
    ['17561234567897', '756 not at the start of the number'],
    ['756.1234.5678', 'too short'],
    ['756..1234.5678.97', 'two separators in a row'],
  ])('allows %s (%s)', (value) => {
    expect(containsAhvNumber(value)).toBe(false);
  });

  it.each(['subject', 'text', 'html'] as const)('refuses a mail with an AHV number in its %s', (field) => {
    const bad = { ...mail, [field]: `${mail[field]} 756.1234.5678.97` };
    expect(() => assertNoAhvNumber(bad)).toThrow(AhvInMailError);
    expect(() => assertNoAhvNumber(bad)).toThrow(new RegExp(field));
  });

  it('keeps the number out of the error message', () => {
    try {
      assertNoAhvNumber({ ...mail, text: '7561234567897' });
      expect.unreachable();
    } catch (err) {
      expect((err as Error).message).not.toMatch(/\d{4}/);
    }
  });

  it('lets an ordinary mail pass', () => {
    expect(() => assertNoAhvNumber(mail)).not.toThrow();
  });

  it('masks every full AHV number in a text to its last four digits, and leaves the rest alone', () => {
    expect(maskAhvNumbers('AHV 756.1234.5678.97 und 7569217076985, Bestellung 12345678')).toBe(
      'AHV 756.****.**78.97 und 756.****.**69.85, Bestellung 12345678',
    );
    expect(maskAhvNumbers('schon maskiert: 756.****.**78.97')).toBe('schon maskiert: 756.****.**78.97');
    expect(containsAhvNumber(maskAhvNumbers('756 1234 5678 97'))).toBe(false);
  });
});
