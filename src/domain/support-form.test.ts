import { describe, expect, it } from 'vitest';
import { supportFormSchema } from './support-form';
import { firstMessages, parsed } from './testing/zod';

describe('support form', () => {
  it.each(['', '   ', undefined])('problem %j -> required', (problem) => {
    expect(firstMessages(supportFormSchema, { problem })).toEqual({
      problem: 'Bitte beschreiben Sie Ihr Problem.',
    });
  });

  it('trims the problem; blank smartphone info becomes null', () => {
    expect(parsed(supportFormSchema, { problem: ' Login geht nicht ', smartphone: ' ' })).toEqual({
      problem: 'Login geht nicht',
      smartphone: null,
    });
  });
});
