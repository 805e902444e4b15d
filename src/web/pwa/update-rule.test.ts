import { describe, expect, it } from 'vitest';
import { isUpdateAvailable } from './update-rule';

describe('update available', () => {
  it.each([
    ['a new version with its worker waiting', '1.0.0+a', '1.0.0+b', true, true],
    ['a new version still installing', '1.0.0+a', '1.0.0+b', false, false],
    ['a waiting worker of the same version', '1.0.0+a', '1.0.0+a', true, false],
    ['the same version, nothing waiting', '1.0.0+a', '1.0.0+a', false, false],
    ['meta.json not read yet', '1.0.0+a', null, true, false],
  ] as const)('%s -> %s', (_label, runningVersion, servedVersion, hasWaitingWorker, expected) => {
    expect(isUpdateAvailable({ runningVersion, servedVersion, hasWaitingWorker })).toBe(expected);
  });
});
