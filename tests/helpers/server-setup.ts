import { afterEach } from 'vitest';

// A stray console.error in a server test is a bug we have not seen yet: it fails the test that caused it.
// Tests that expect an error log spy on console.error themselves.
const seen: string[] = [];
const originalError = console.error;
console.error = (...args: unknown[]) => {
  seen.push(args.map(String).join(' ').slice(0, 500));
  originalError(...args);
};
afterEach(() => {
  if (seen.length > 0) {
    const messages = seen.splice(0);
    throw new Error(`console.error during test:\n${messages.join('\n')}`);
  }
});
