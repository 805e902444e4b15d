import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerSignInMailWorker } from '../../src/server/auth/sign-in-mail-worker';
import { registerMailWorker } from '../../src/server/integrations/mail/mail-worker';
import { logFor } from '../../src/server/observability/log';
import { cookieHeaderFrom, requestCode, verifyCode } from '../helpers/auth';
import { captureLog } from '../helpers/log-capture';
import { personalDataIn, plantSecret } from '../helpers/log-personal-data';
import { startSmtpServer } from '../helpers/smtp-server';
import { setupTestApp } from '../helpers/test-app';

// Personal data never reaches the log (docs/reliability.md, decision 043): a parent signs in with a code,
// saves a child with an AHV number and health notes, reveals the number, writes to support, and a sign-in
// mail waits out an SMTP outage; every line the server wrote meanwhile (requests, workers, warnings) is read
// for each secret. The same scan runs after every server test file (tests/helpers/server-setup.ts); this file
// shows what it would find.

const smtp = await startSmtpServer();
const t = setupTestApp({ SMTP_URL: smtp.url });
const log = captureLog();

const email = `geheim.${Date.now()}@example.ch`;
const AHV = '756.9217.0769.85';
const HEALTH = { allergies: 'Haselnüsse und Bienenstiche', medication: 'Notfallset im Turnsack' };
const SUPPORT = 'Mein Sohn braucht sein Inhalationsspray vor dem Training.';

beforeAll(async () => {
  await registerMailWorker(t.ctx, { retryDelaySeconds: 1 });
  await registerSignInMailWorker(t.ctx, { retryDelaySeconds: 1 });
});
afterAll(async () => {
  log.stop();
  await smtp.stop();
});

async function mailedCode(to: string): Promise<string> {
  const mail = await smtp.waitForMail((m) => m.envelope.to.includes(to) && /^\d{6}$/m.test(m.text), 15_000);
  smtp.messages.splice(smtp.messages.indexOf(mail), 1);
  return /^(\d{6})$/m.exec(mail.text)![1]!;
}

describe('the server log of a parent’s day', () => {
  const secrets: string[] = [
    AHV,
    AHV.replaceAll('.', ''),
    HEALTH.allergies,
    HEALTH.medication,
    SUPPORT,
    email,
  ];

  it('holds none of the codes, tokens, AHV numbers, health notes or mail texts that passed', async () => {
    expect((await requestCode(t, email)).status).toBe(200);
    const code = await mailedCode(email);
    const verified = await verifyCode(t, email, code);
    expect(verified.status).toBe(200);
    const cookie = cookieHeaderFrom(verified);
    secrets.push(code, decodeURIComponent(cookie.split('=')[1]!).split('.')[0]!);
    const headers = { cookie };

    const onboarding = await t.request('/api/profile/onboarding', {
      method: 'POST',
      headers,
      json: { firstName: 'Gerda', lastName: 'Geheim', mobile: '079 123 45 67', termsAccepted: true },
    });
    expect(onboarding.status).toBe(200);
    const saved = await t.request('/api/children', {
      method: 'POST',
      headers,
      json: {
        firstName: 'Mia',
        lastName: 'Geheim',
        dateOfBirth: '2015-03-14',
        jerseySize: 140,
        ahv: AHV,
        ...HEALTH,
        emergencyContactName: 'Grosi Geheim',
        emergencyContactPhone: '079 555 12 34',
      },
    });
    expect(saved.status).toBe(201);
    const { child } = (await saved.json()) as { child: { id: string } };
    const revealed = await t.request(`/api/children/${child.id}/ahv/reveal`, { method: 'POST', headers });
    expect(await revealed.json()).toEqual({ ahv: AHV });
    expect((await t.request(`/api/children/${child.id}/health-info`, { headers })).status).toBe(200);
    // A refusal echoes nothing either.
    const refused = await t.request('/api/children', {
      method: 'POST',
      headers,
      json: { firstName: 'Mia', lastName: 'Geheim', dateOfBirth: '2015-03-14', ahv: '756.9217.0769.86' },
    });
    expect(refused.status).toBe(400);
    secrets.push('756.9217.0769.86', '7569217076986');

    expect(
      (await t.request('/api/support', { method: 'POST', headers, json: { problem: SUPPORT } })).status,
    ).toBe(201);
    await smtp.waitForMail((m) => m.text.includes(SUPPORT), 15_000);

    // A sign-in mail through an SMTP outage: the worker's warnings name the job, never the address or the code.
    await smtp.stop();
    t.clock.advance(61_000);
    try {
      expect((await requestCode(t, email)).status).toBe(200);
      await expect
        .poll(() => log.lines.some((l) => l.msg === 'Anmeldecode nicht zugestellt'), { timeout: 10_000 })
        .toBe(true);
    } finally {
      await smtp.start();
    }
    secrets.push(await mailedCode(email));

    // The scan looked at something: each request's line, the workers' warnings.
    expect(log.lines.filter((l) => l.msg === 'request').length).toBeGreaterThanOrEqual(9);
    expect(log.at('warn').length).toBeGreaterThanOrEqual(1);
    expect(personalDataIn(log.lines.map((l) => JSON.stringify(l)))).toEqual([]);
    for (const secret of secrets) expect(log.text()).not.toContain(secret);
  });
});

describe('the scan itself', () => {
  const line = (fields: object) => JSON.stringify({ level: 'info', msg: 'x', ...fields });

  it('finds an AHV number in any spelling, a mail body and a planted code', () => {
    plantSecret('903172', 'code');
    expect(personalDataIn([line({ note: 'AHV 756.1234.5678.97' })])).toHaveLength(1);
    expect(personalDataIn([line({ note: '7561234567897' })])).toHaveLength(1);
    expect(personalDataIn([line({ html: '<!DOCTYPE html><p>Hallo</p>' })])).toHaveLength(1);
    expect(personalDataIn([line({ reason: 'Code 903172 abgelehnt' })])).toEqual([
      expect.stringMatching(/^code: /),
    ]);
  });

  it('does not take a planted code for part of an id, a time or the process', () => {
    expect(
      personalDataIn([
        line({
          jobId: 'a1b2c3d4-9031-4e72-8d3e-1f903172aa00',
          pid: 903172,
          ms: 903172,
          time: '2026-11-28T03:00:00Z',
        }),
      ]),
    ).toEqual([]);
  });

  it('reads what the logger writes, censoring known fields before anything is scanned', () => {
    const capture = captureLog();
    logFor('test').warn(
      { job: { sealedCode: 'v1.abc', html: '<p>Mail</p>' }, token: 'tok_12345678' },
      'Probe',
    );
    capture.stop();
    expect(capture.text()).not.toMatch(/v1\.abc|<p>Mail|tok_12345678/);
    expect(capture.lines[0]).toMatchObject({
      token: '[entfernt]',
      job: { sealedCode: '[entfernt]', html: '[entfernt]' },
    });
  });
});
