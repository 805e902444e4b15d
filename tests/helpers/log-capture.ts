import type { DestinationStream } from 'pino';
import { onTestFinished } from 'vitest';
import { configureLog } from '../../src/server/observability/log';

// The server's log in tests: every line of this test file is kept (tests/helpers/server-setup.ts scans them all for
// personal data after the file), a test can capture the lines of a stretch to assert on them, and an error line no
// test captured fails the test that caused it, as a stray console.error does.

interface LogLine {
  level: 'debug' | 'info' | 'warn' | 'error' | 'fatal';
  msg: string;
  area?: string;
  requestId?: string;
  jobId?: string;
  [field: string]: unknown;
}

/** Every line this test file's server wrote, as written (JSON). */
export const fileLog: string[] = [];
/** Error lines no capture took, since the last test ended. */
export const strayErrors: string[] = [];

const captures = new Set<LogLine[]>();

const sink: DestinationStream = {
  write(text: string) {
    for (const raw of text.split('\n')) {
      if (!raw) continue;
      fileLog.push(raw);
      const line = JSON.parse(raw) as LogLine;
      for (const lines of captures) lines.push(line);
      if (captures.size === 0 && (line.level === 'error' || line.level === 'fatal'))
        strayErrors.push(raw.slice(0, 500));
    }
  },
};

/** Sends the server's log lines here, debug ones included (so the scan sees them too). */
export function captureServerLog(): void {
  configureLog({ level: 'debug', sink });
}

export interface LogCapture {
  lines: LogLine[];
  /** The captured lines as written (JSON), one per line: for `toContain` and `not.toContain`. */
  text(): string;
  /** Lines at `level` (or above: warn includes error). */
  at(level: 'warn' | 'error'): LogLine[];
  stop(): void;
}

/** Captures the lines written from now until stop(); error lines captured so are expected, not stray. */
export function captureLog(): LogCapture {
  const lines: LogLine[] = [];
  captures.add(lines);
  // A capture ends with its test at the latest, so a forgotten stop() hides no later test's error lines.
  try {
    onTestFinished(() => {
      captures.delete(lines);
    });
  } catch {
    // Called outside a test (a beforeEach of its own): the caller stops it.
  }
  return {
    lines,
    text: () => lines.map((line) => JSON.stringify(line)).join('\n'),
    at: (level) =>
      lines.filter((line) =>
        level === 'warn'
          ? line.level !== 'debug' && line.level !== 'info'
          : line.level === 'error' || line.level === 'fatal',
      ),
    stop: () => {
      captures.delete(lines);
    },
  };
}
