import { test as base, expect } from '@playwright/test';

// Every spec's `test`: Playwright's, with a guard that fails the test on a React hydration warning in any page of its
// browser context (decision 045: a server-drawn first view must hydrate without a mismatch). main.tsx reports one as
// "Hydration mismatch: ..."; a production build's own report is a bare error number, caught as well.

const HYDRATION_TEXT = /hydrat|Minified React error #(418|419|421|422|423|425)\b/i;

export const test = base.extend<{ hydrationGuard: undefined }>({
  hydrationGuard: [
    async ({ context }, use) => {
      const warnings: string[] = [];
      context.on('console', (message) => {
        if (message.type() === 'error' && HYDRATION_TEXT.test(message.text())) warnings.push(message.text());
      });
      context.on('weberror', (error) => {
        const text = error.error().message;
        if (HYDRATION_TEXT.test(text)) warnings.push(text);
      });
      await use(undefined);
      expect(warnings, 'React hydration warnings').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
