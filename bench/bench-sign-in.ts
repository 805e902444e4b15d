import { ean13CheckDigit } from '../src/domain/ahv';
import type { BenchFamily } from './bench-data';
import { postJson } from './http-client';
import type { SmtpSink } from './smtp-sink-process';

// Families as a rush really brings them: each asks for a code, reads it from its mail, signs in, completes its
// profile (which mails the provider a notice) and adds its child, all of them at once, each from an address of its
// own (the server trusts one proxy's X-Forwarded-For) and each request on a connection of its own.

/** A valid AHV number (756, nine digits, EAN-13 check digit) per family. */
function ahvOf(i: number): string {
  const first12 = `756${String(100_000_000 + i).slice(-9)}`;
  return `${first12}${ean13CheckDigit(first12)}`;
}

async function signInOne(baseUrl: string, sink: SmtpSink, i: number, timeoutMs: number) {
  const nr = String(i + 1).padStart(5, '0');
  const email = `ansturm-${nr}@bench.anpfiff.local`;
  const clientIp = `10.${(i >> 16) & 255}.${(i >> 8) & 255}.${i & 255}`;
  const expect = (step: string, answer: { status: number; text: string }, status: number) => {
    if (answer.status !== status) throw new Error(`${step}: ${answer.status} ${answer.text.slice(0, 200)}`);
  };
  const options = { clientIp, timeoutMs };
  expect('Code anfordern', await postJson(`${baseUrl}/api/auth/code`, { email }, options), 200);
  const code = await sink.codeFor(email, timeoutMs);
  const verified = await postJson(`${baseUrl}/api/auth/verify`, { email, code }, options);
  expect('Code prüfen', verified, 200);
  const cookie = verified.cookies;
  const profile = {
    firstName: 'Ansturm',
    lastName: `Eltern ${nr}`,
    mobile: '079 000 00 00',
    termsAccepted: true,
  };
  expect('Profil', await postJson(`${baseUrl}/api/profile/onboarding`, profile, { ...options, cookie }), 200);
  const child = {
    firstName: 'Kind',
    lastName: nr,
    dateOfBirth: '2015-06-01',
    jerseySize: 140,
    ahv: ahvOf(i),
  };
  const added = await postJson(`${baseUrl}/api/children`, child, { ...options, cookie });
  expect('Kind erfassen', added, 201);
  const { child: saved } = JSON.parse(added.text) as { child: { id: string } };
  return { childId: saved.id, cookie } satisfies BenchFamily;
}

/** Signs `n` families in at once; throws on the first step any of them could not take. */
export function signInFamilies(
  baseUrl: string,
  sink: SmtpSink,
  n: number,
  timeoutMs: number,
): Promise<BenchFamily[]> {
  return Promise.all(Array.from({ length: n }, (_, i) => signInOne(baseUrl, sink, i, timeoutMs)));
}
