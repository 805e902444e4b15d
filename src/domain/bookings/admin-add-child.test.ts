import { describe, expect, it } from 'vitest';
import { firstMessages } from '../testing/zod';
import { adminAddChildSchema } from './admin-add-child';

const ID_A = '7d1c8f0e-3b2a-4c5d-9e6f-0a1b2c3d4e5f';

describe('admin adds a child', () => {
  it.each([
    [{ childId: '' }, { childId: 'Bitte wählen Sie ein Kind aus.' }],
    [{}, { childId: 'Bitte wählen Sie ein Kind aus.' }],
    [{ childId: ID_A }, null],
  ])('%j -> %j', (input, messages) => {
    expect(firstMessages(adminAddChildSchema, input)).toEqual(messages);
  });
});
