import { describe, expect, it } from 'vitest';
import { containsAhvLikeNumber } from './ahv-like';
import { adminChildEditSchema } from './children/admin-child-edit';
import { makeChildFormSchema } from './children/child-form';
import { nameText, optionalNameText } from './form-fields';
import { parentEditSchema } from './parents/parent-edit';
import { onboardingSchema, profileUpdateSchema } from './profile';
import { childFormInput, trainerFormInput } from './testing/form-inputs';
import { firstMessages } from './testing/zod';
import { trainerFormSchema } from './trainers/trainer-form';

const AHV_IN_NAME = 'Namen dürfen keine AHV-Nummer enthalten.';

describe('containsAhvLikeNumber', () => {
  it.each([
    ['7561234567897', true],
    ['756.1234.5678.97', true],
    ['756 1234 5678 97', true],
    ['756-1234-5678-97', true],
    ['Lena 756.9217.0769.85', true],
    ['Muster7569217076985', true],
    ['1234567890123', true],
    ['12 34 56 78 90 12 3', true],
    ['756.****.**78.97', false],
    ['756.1234.5678.9', false],
    ['123456789012', false],
    ['Lena', false],
    ['FC Rotkreuz 1912', false],
    ['Jahrgang 2014, Team 3', false],
    ['', false],
  ])('%j -> %j', (value, expected) => {
    expect(containsAhvLikeNumber(value)).toBe(expected);
  });
});

describe('name fields refuse an AHV number', () => {
  it.each([
    ['756.1234.5678.97', { '': AHV_IN_NAME }],
    ['Lena 7561234567897', { '': AHV_IN_NAME }],
    [' Lena ', null],
    ['', { '': 'Pflicht' }],
  ])('nameText %j -> %j', (value, messages) => {
    expect(firstMessages(nameText('Pflicht'), value)).toEqual(messages);
  });

  it.each([
    ['756 1234 5678 97', { '': AHV_IN_NAME }],
    ['FC Rotkreuz', null],
    ['', null],
    [null, null],
  ])('optionalNameText %j -> %j', (value, messages) => {
    expect(firstMessages(optionalNameText(), value)).toEqual(messages);
  });

  const child = childFormInput;
  const profile = { firstName: 'Anna', lastName: 'Muster', mobile: '079 123 45 67' };

  it.each([
    ['child form', makeChildFormSchema(2026), child, ['firstName', 'lastName', 'clubName', 'level']],
    ['admin child edit', adminChildEditSchema, child, ['firstName', 'lastName', 'clubName', 'level']],
    ['onboarding', onboardingSchema, { ...profile, termsAccepted: true }, ['firstName', 'lastName']],
    ['profile', profileUpdateSchema, profile, ['firstName', 'lastName']],
    ['admin parent edit', parentEditSchema, profile, ['firstName', 'lastName']],
    ['trainer', trainerFormSchema, trainerFormInput, ['firstName', 'lastName']],
  ] as const)('%s: %j', (_name, schema, valid, fields) => {
    expect(firstMessages(schema, valid)).toBeNull();
    for (const field of fields) {
      expect(firstMessages(schema, { ...valid, [field]: 'Lena 756.9217.0769.85' })).toEqual({
        [field]: AHV_IN_NAME,
      });
    }
  });
});
