// The mail server of bench:booking's rush, in a process of its own: a provider's servers are not on the app's
// machine, and here they at least stay out of the load generator's event loop (the test helper's server parses every
// message, which would stretch the race's measured latencies). It accepts every message at once, tells the
// benchmark each sign-in code (the families sign in with it) and counts the messages by Message-ID, so the benchmark
// can check that each mail arrived exactly once.
//
// IPC: sends {type: 'ready', port}, {type: 'code', to, code} per mail with a sign-in code; answers
// {type: 'count'} with {type: 'count', received, distinct}.
import { SMTPServer } from 'smtp-server';
import { parseMail } from '../tests/helpers/smtp-server';

const received = new Map<string, number>();
let total = 0;

/** The code of a sign-in mail (the link's `code=` in the text part), if the message has one. */
function signInCode(raw: string): string | undefined {
  // Quoted-printable as nodemailer writes this mail: soft line breaks out, `=` written `=3D`.
  const quoted = /code=3D(\d{6})\b/.exec(raw.replace(/=\r?\n/g, ''))?.[1];
  if (quoted) return quoted;
  if (!raw.includes('Anmeldecode')) return undefined;
  return /^(\d{6})$/m.exec(parseMail(raw).text)?.[1];
}

const server = new SMTPServer({
  logger: false,
  disabledCommands: ['STARTTLS'],
  allowInsecureAuth: true,
  authOptional: true,
  closeTimeout: 1000,
  onData(stream, session, callback) {
    const chunks: Buffer[] = [];
    stream.on('data', (chunk: Buffer) => chunks.push(chunk));
    stream.on('end', () => {
      const raw = Buffer.concat(chunks).toString('utf8');
      const head = raw.slice(0, raw.search(/\r?\n\r?\n/));
      const id = /^message-id:\s*(\S+)/im.exec(head)?.[1] ?? `ohne-id-${total}`;
      received.set(id, (received.get(id) ?? 0) + 1);
      total++;
      const code = signInCode(raw);
      const to = session.envelope.rcptTo[0]?.address;
      if (code && to) process.send?.({ type: 'code', to, code });
      callback();
    });
  },
});
// A client dropping its connection is part of normal life.
server.on('error', () => {});
server.listen(0, '127.0.0.1', () => {
  const address = server.server.address();
  process.send?.({ type: 'ready', port: typeof address === 'object' && address ? address.port : 0 });
});

process.on('message', (message: { type?: string }) => {
  if (message.type === 'count') process.send?.({ type: 'count', received: total, distinct: received.size });
});
process.on('SIGTERM', () => server.close(() => process.exit(0)));
// The benchmark ended without stopping it (its watchdog, a crash): nothing is left to count for.
process.on('disconnect', () => process.exit(0));
