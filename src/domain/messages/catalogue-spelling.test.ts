import { describe, expect, it } from 'vitest';
import { errorMessages } from '../errors';
import * as catalogue from './index';

// Swiss spelling: "ss", never "ß" — in every text of the catalogue, parametrised ones included.
function texts(value: unknown, path: string): Array<[string, string]> {
  if (typeof value === 'string') return [[path, value]];
  if (typeof value === 'function') {
    try {
      return [[path, String(value(1, 1))]];
    } catch {
      return []; // a text function that needs richer arguments; its fixed parts are covered by its own tests
    }
  }
  if (Array.isArray(value)) return value.flatMap((v, i) => texts(v, `${path}[${i}]`));
  if (value && typeof value === 'object') {
    return Object.entries(value).flatMap(([key, v]) => texts(v, path ? `${path}.${key}` : key));
  }
  return [];
}

describe('the message catalogue', () => {
  // The API's error texts (src/domain/errors.ts) are shown to parents too.
  const all = [...texts(catalogue, ''), ...texts(errorMessages, 'errorMessages')];

  it('holds texts', () => {
    expect(all.length).toBeGreaterThan(100);
  });

  it('never uses ß', () => {
    expect(all.filter(([, text]) => text.includes('ß')).map(([path]) => path)).toEqual([]);
  });
});
