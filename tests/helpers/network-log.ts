// What happy-dom logged about the network during the current web test (see web-setup.ts).
export const networkLog: (string | Error)[] = [];

const STATUS_LINE = /^(GET|HEAD|POST|PUT|PATCH|DELETE|OPTIONS) \S+ \d{3} \(.*\)$/;
const NETWORK_CODES = new Set(['ECONNRESET', 'ECONNREFUSED', 'EPIPE', 'ABORT_ERR']);

/** One console.error call of happy-dom's fetch: a status line of a failed answer, or a socket error. */
export function isBrowserNetworkLog(args: readonly unknown[]): boolean {
  if (args.length !== 1) return false;
  const [value] = args;
  if (typeof value === 'string') return STATUS_LINE.test(value);
  const code = (value as { code?: unknown } | null)?.code;
  return value instanceof Error && typeof code === 'string' && NETWORK_CODES.has(code);
}
