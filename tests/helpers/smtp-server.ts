import { SMTPServer } from 'smtp-server';

// A real SMTP server on 127.0.0.1 for integration and e2e tests: collects every message (raw MIME + envelope, with
// subject and bodies decoded), and can be stopped and started again on the same port to simulate an outage.
// No test-runner imports: Playwright uses it too.

export interface ParsedMail {
  raw: string;
  /** Top-level headers by lower-case name, unfolded, RFC 2047 words decoded. */
  headers: Record<string, string>;
  subject: string;
  /** Decoded bodies with \n line ends. */
  text: string;
  html: string;
}

interface ReceivedMail extends ParsedMail {
  envelope: { from: string; to: string[] };
  receivedAt: Date;
}

export interface TestSmtpServer {
  port: number;
  /** SMTP_URL for the app, with credentials when auth is required. */
  url: string;
  messages: ReceivedMail[];
  waitForMail(predicate?: (mail: ReceivedMail) => boolean, timeoutMs?: number): Promise<ReceivedMail>;
  /** Listens again on the same port after stop(). */
  start(): Promise<void>;
  stop(): Promise<void>;
  readonly running: boolean;
}

export interface SmtpServerOptions {
  /** When set, clients must authenticate with these credentials. */
  auth?: { user: string; pass: string };
  /** A fixed port (e2e: the app's SMTP_URL is set before the server starts); default: any free port. */
  port?: number;
  /** Called with every message as it arrives. */
  onMail?: (mail: ReceivedMail) => void;
  /** Refuses a recipient (550) when this answers true, e.g. once to see a retry. */
  refuseRecipient?: (address: string) => boolean;
  /** Accepts each message only after this many ms: a slow server, so that a queue builds up. */
  acceptDelayMs?: number;
}

export async function startSmtpServer(options: SmtpServerOptions = {}): Promise<TestSmtpServer> {
  const messages: ReceivedMail[] = [];
  const waiters = new Set<(mail: ReceivedMail) => void>();
  let server: SMTPServer | undefined;
  let port = options.port ?? 0;

  const listen = async () => {
    const s = new SMTPServer({
      logger: false,
      // Plain SMTP on loopback: no STARTTLS (no certificate to trust), AUTH allowed without TLS.
      disabledCommands: ['STARTTLS'],
      allowInsecureAuth: true,
      authOptional: !options.auth,
      closeTimeout: 1000,
      onAuth(auth, _session, callback) {
        const ok =
          !options.auth || (auth.username === options.auth.user && auth.password === options.auth.pass);
        callback(
          ok ? null : new Error('Invalid username or password'),
          ok ? { user: auth.username } : undefined,
        );
      },
      onRcptTo(address, _session, callback) {
        if (options.refuseRecipient?.(address.address)) {
          callback(Object.assign(new Error('Mailbox unavailable'), { responseCode: 550 }));
          return;
        }
        callback();
      },
      onData(stream, session, callback) {
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', () => {
          const mail = {
            ...parseMail(Buffer.concat(chunks).toString('utf8')),
            envelope: {
              from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
              to: session.envelope.rcptTo.map((r) => r.address),
            },
            receivedAt: new Date(),
          };
          const accept = () => {
            mail.receivedAt = new Date();
            messages.push(mail);
            options.onMail?.(mail);
            for (const waiter of waiters) waiter(mail);
            callback();
          };
          if (options.acceptDelayMs) setTimeout(accept, options.acceptDelayMs);
          else accept();
        });
      },
    });
    await new Promise<void>((resolve, reject) => {
      s.once('error', reject);
      s.listen(port, '127.0.0.1', () => {
        s.off('error', reject);
        resolve();
      });
    });
    // Errors after start (a client dropping its connection) are part of normal life.
    s.on('error', () => {});
    const address = s.server.address();
    if (address && typeof address === 'object') port = address.port;
    server = s;
  };

  await listen();
  const credentials = options.auth
    ? `${encodeURIComponent(options.auth.user)}:${encodeURIComponent(options.auth.pass)}@`
    : '';

  return {
    port,
    url: `smtp://${credentials}127.0.0.1:${port}`,
    messages,
    get running() {
      return server !== undefined;
    },
    start: async () => {
      if (!server) await listen();
    },
    stop: async () => {
      const s = server;
      server = undefined;
      if (s) await new Promise<void>((resolve) => s.close(() => resolve()));
    },
    waitForMail(predicate = () => true, timeoutMs = 10_000) {
      const found = messages.find(predicate);
      if (found) return Promise.resolve(found);
      return new Promise((resolve, reject) => {
        const waiter = (mail: ReceivedMail) => {
          if (!predicate(mail)) return;
          clearTimeout(timer);
          waiters.delete(waiter);
          resolve(mail);
        };
        const timer = setTimeout(() => {
          waiters.delete(waiter);
          reject(new Error(`No matching mail within ${timeoutMs} ms (${messages.length} received)`));
        }, timeoutMs);
        waiters.add(waiter);
      });
    },
  };
}

// --- Just enough MIME to read what nodemailer sends: multipart nesting, quoted-printable, base64, RFC 2047 words.

interface MimePart {
  headers: Record<string, string>;
  body: string;
}

/** Reads a raw MIME message as nodemailer writes it (also used on the dev outbox's stored messages). */
export function parseMail(raw: string): ParsedMail {
  const root = splitPart(raw);
  const leaves = flattenParts(root);
  const bodyOf = (type: string) => {
    const part = leaves.find((p) => contentType(p) === type);
    return part ? decodeBody(part).replace(/\r\n/g, '\n') : '';
  };
  return {
    raw,
    headers: root.headers,
    subject: root.headers.subject ?? '',
    text: bodyOf('text/plain'),
    html: bodyOf('text/html'),
  };
}

function splitPart(raw: string): MimePart {
  const match = /\r?\n\r?\n/.exec(raw);
  const head = match ? raw.slice(0, match.index) : raw;
  const body = match ? raw.slice(match.index + match[0].length) : '';
  const headers: Record<string, string> = {};
  for (const line of head.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon <= 0) continue;
    const name = line.slice(0, colon).trim().toLowerCase();
    headers[name] ??= decodeWords(line.slice(colon + 1).trim());
  }
  return { headers, body };
}

function contentType(part: MimePart): string {
  return (part.headers['content-type'] ?? 'text/plain').split(';')[0]!.trim().toLowerCase();
}

function headerParam(value: string | undefined, name: string): string | undefined {
  return value ? new RegExp(`${name}="?([^";]+)"?`, 'i').exec(value)?.[1] : undefined;
}

function flattenParts(part: MimePart): MimePart[] {
  const boundary = headerParam(part.headers['content-type'], 'boundary');
  if (!contentType(part).startsWith('multipart/') || !boundary) return [part];
  const sections = part.body.split(`--${boundary}`).slice(1);
  return sections
    .filter((s) => !s.startsWith('--'))
    .flatMap((s) => flattenParts(splitPart(s.replace(/^\r?\n/, '').replace(/\r?\n$/, ''))));
}

function decodeBody(part: MimePart): string {
  const encoding = (part.headers['content-transfer-encoding'] ?? '7bit').toLowerCase();
  if (encoding === 'base64') return Buffer.from(part.body.replace(/\s+/g, ''), 'base64').toString('utf8');
  if (encoding === 'quoted-printable') return decodeQuotedPrintable(part.body).toString('utf8');
  return part.body;
}

function decodeQuotedPrintable(value: string): Buffer {
  const bytes: number[] = [];
  const soft = value.replace(/=\r?\n/g, '');
  for (let i = 0; i < soft.length; i++) {
    const hex = soft.slice(i + 1, i + 3);
    if (soft[i] === '=' && /^[0-9A-Fa-f]{2}$/.test(hex)) {
      bytes.push(Number.parseInt(hex, 16));
      i += 2;
    } else {
      bytes.push(...Buffer.from(soft[i]!, 'utf8'));
    }
  }
  return Buffer.from(bytes);
}

/** RFC 2047: =?UTF-8?Q?...?= and =?UTF-8?B?...?=, adjacent words joined without the space between them. */
function decodeWords(value: string): string {
  return value
    .replace(/(\?=)\s+(=\?)/g, '$1$2')
    .replace(/=\?[^?]+\?([QqBb])\?([^?]*)\?=/g, (_m, kind: string, text: string) =>
      kind.toUpperCase() === 'B'
        ? Buffer.from(text, 'base64').toString('utf8')
        : decodeQuotedPrintable(text.replace(/_/g, ' ')).toString('utf8'),
    );
}
