import { createRequire } from 'node:module';
import pino, { type DestinationStream, type Logger } from 'pino';
import { databaseErrorSummary } from '../db/pg-error';
import { currentRequestContext } from './request-context';

// One logger for the whole server (decision 043): JSON lines in production and tests, pino-pretty's readable lines
// in development. Every line written while a request (or a job it queued) runs carries its requestId. Personal data
// (AHV numbers, sign-in codes, tokens, mail bodies, health notes) is never logged: call sites log ids and error
// codes, the paths below are censored should an object with such a field reach a line anyway, and the integration
// suite scans every line it produces (tests/helpers/log-capture.ts).

type LogLevel = 'debug' | 'info' | 'warn' | 'error' | 'silent';

interface LogOptions {
  level: LogLevel;
  /** Readable, coloured lines (development); JSON lines otherwise. */
  pretty?: boolean;
  /** Where the lines go (stdout unless given): the tests capture them. */
  sink?: DestinationStream;
}

// Not `code`: it names error codes and SQLSTATEs in our lines; a sign-in code travels only in bodies, censored whole.
const CENSORED = [
  'ahv',
  'sealedCode',
  'otp',
  'token',
  'password',
  'secret',
  'authorization',
  'cookie',
  'healthInfo',
  'html',
  'text',
  'body',
];

/** The censored fields at the top of a line's object and one level down (pino's redact paths). */
const REDACTED_PATHS = [
  ...CENSORED,
  ...CENSORED.map((key) => `*.${key}`),
  'headers.authorization',
  'headers.cookie',
  '*.headers.authorization',
  '*.headers.cookie',
];

/**
 * An error as a log line shows it: a database error by its SQLSTATE only (drizzle's message quotes the query's
 * parameters, names and AHV ciphertexts among them), any other by its name, code, message and stack, never the
 * properties a library hangs on it (an SMTP reply quotes the recipient, a request error its body).
 */
function describeError(err: unknown): Record<string, unknown> {
  const database = databaseErrorSummary(err);
  if (database) return { type: 'DatabaseError', message: database };
  if (!(err instanceof Error)) return { message: String(err) };
  const code = (err as { code?: unknown }).code;
  return {
    type: err.name,
    ...(typeof code === 'string' || typeof code === 'number' ? { code } : {}),
    message: err.message,
    stack: err.stack,
  };
}

// pino-pretty is a development dependency: required only when asked for, so a production install never needs it.
const requireOptional = createRequire(import.meta.url);

function prettyStream(): DestinationStream | undefined {
  try {
    const pretty = requireOptional('pino-pretty') as (options: object) => DestinationStream;
    return pretty({
      colorize: true,
      translateTime: 'SYS:HH:MM:ss',
      ignore: 'pid,hostname',
      singleLine: true,
      sync: true,
    });
  } catch {
    return undefined;
  }
}

function createRoot({ level, pretty, sink }: LogOptions): Logger {
  return pino(
    {
      level,
      messageKey: 'msg',
      timestamp: pino.stdTimeFunctions.isoTime,
      formatters: { level: (label) => ({ level: label }) },
      serializers: { err: describeError },
      redact: { paths: REDACTED_PATHS, censor: '[entfernt]' },
      mixin: () => {
        const context = currentRequestContext();
        return context ? { ...context } : {};
      },
    },
    sink ?? (pretty ? prettyStream() : undefined) ?? pino.destination({ dest: 1, sync: true }),
  );
}

const startLevel = (process.env.LOG_LEVEL ?? 'info') as LogLevel;
let root = createRoot({
  level: ['debug', 'info', 'warn', 'error', 'silent'].includes(startLevel) ? startLevel : 'info',
  pretty: (process.env.NODE_ENV ?? 'development') === 'development',
});
let areas = new Map<string, Logger>();

/** Sets level, format and destination for every line from now on (the start does, with the configuration). */
export function configureLog(options: LogOptions): void {
  root = createRoot(options);
  areas = new Map();
}

type LogMethod = Logger['info'];
type AreaLog = Record<'debug' | 'info' | 'warn' | 'error' | 'fatal', LogMethod>;

/**
 * The logger of one part of the server, e.g. `logFor('payments')`: each line names it as `area`. It follows
 * configureLog, so it can be made once at the top of a module.
 */
export function logFor(area: string): AreaLog {
  const current = () => {
    let logger = areas.get(area);
    if (!logger) {
      logger = root.child({ area });
      areas.set(area, logger);
    }
    return logger;
  };
  const method = (level: keyof AreaLog) =>
    ((...args: unknown[]) => {
      const logger = current();
      (logger[level] as (...line: unknown[]) => void).apply(logger, args);
    }) as LogMethod;
  return {
    debug: method('debug'),
    info: method('info'),
    warn: method('warn'),
    error: method('error'),
    fatal: method('fatal'),
  };
}
