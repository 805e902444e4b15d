import { afterAll, afterEach } from 'vitest';
import { captureServerLog, fileLog, strayErrors } from './log-capture';
import { forgetPlanted, personalDataIn } from './log-personal-data';

// A stray console.error in a server test is a bug we have not seen yet: it fails the test that caused it.
// Tests that expect an error log spy on console.error themselves.
const seen: string[] = [];
const originalError = console.error;
console.error = (...args: unknown[]) => {
  seen.push(args.map(String).join(' ').slice(0, 500));
  originalError(...args);
};

// The server's log goes to memory: an error line no test captured fails its test as a console.error does, and
// after the file every line it wrote is scanned for personal data (decision 043), so the whole integration suite's
// log is checked file by file.
captureServerLog();

afterEach(() => {
  const messages = [...seen.splice(0), ...strayErrors.splice(0)];
  if (messages.length > 0)
    throw new Error(`console.error or an error log line during test:\n${messages.join('\n')}`);
});

afterAll(() => {
  const findings = personalDataIn(fileLog);
  fileLog.length = 0;
  forgetPlanted();
  if (findings.length > 0)
    throw new Error(
      `Personal data in the server log (${findings.length}):\n${findings.slice(0, 20).join('\n')}`,
    );
});
