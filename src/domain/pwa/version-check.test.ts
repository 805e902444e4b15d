import { describe, expect, it } from 'vitest';
import { checkVersion, versionCheckQuerySchema } from './version-check';

describe('checkVersion', () => {
  it.each([
    { current: '0.1.0+20260501.1000', latest: '0.1.0+20260501.1000', hasUpdate: false },
    { current: '0.1.0+20260501.1000', latest: '0.1.0+20260502.0800', hasUpdate: true },
    // A rolled-back deploy serves an older build: the page should still switch to it.
    { current: '0.1.0+20260502.0800', latest: '0.1.0+20260501.1000', hasUpdate: true },
  ])('$current against $latest -> $hasUpdate', ({ current, latest, hasUpdate }) => {
    expect(checkVersion(current, latest)).toEqual({
      hasUpdate,
      currentVersion: current,
      latestVersion: latest,
    });
  });
});

describe('versionCheckQuerySchema', () => {
  it.each(['dev', '0.1.0+20260501.1000', 'ci-1234'])('accepts %s', (current) => {
    expect(versionCheckQuerySchema.parse({ current })).toEqual({ current });
  });

  it.each([undefined, '', ' ', 'x'.repeat(101), '<script>', '1.0 2.0'])('refuses %s', (current) => {
    expect(versionCheckQuerySchema.safeParse({ current }).success).toBe(false);
  });
});
