import { describe, expect, it } from 'vitest';
import { personName } from './person-name';

describe('personName', () => {
  it.each([
    [{ firstName: 'Lena', lastName: 'Muster' }, 'Lena Muster'],
    [{ firstName: ' Lena ', lastName: 'Muster ' }, 'Lena Muster'],
    [{ firstName: 'Lena', lastName: null }, 'Lena'],
    [{ firstName: null, lastName: 'Muster' }, 'Muster'],
    [{ firstName: '  ', lastName: undefined }, ''],
    [{ firstName: null, lastName: null }, ''],
  ])('%j -> %j', (parts, name) => {
    expect(personName(parts)).toBe(name);
  });
});
