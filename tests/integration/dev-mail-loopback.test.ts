import type { AddressInfo } from 'node:net';
import os from 'node:os';
import { serve } from '@hono/node-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { composeMail } from '../../src/server/integrations/mail/compose-mail';
import { createDevOutboxTransport } from '../../src/server/integrations/mail/dev-outbox-transport';
import { clientAt } from '../helpers/socket-env';
import { setupTestApp } from '../helpers/test-app';

// The dev outbox holds every sign-in code: it answers a browser on this machine (npm start, then
// http://localhost:3000/dev/mail) and nobody else, whatever headers they send (docs/architecture.md section
// 8).

const t = setupTestApp();
const CODE = '482913';
const PATHS = ['/dev/mail', '/dev/mail.json', '/dev/mail.json?to=eltern@example.ch'];

beforeAll(async () => {
  const mail = composeMail(
    t.ctx.config,
    {
      to: 'eltern@example.ch',
      subject: 'Ihr Anmeldecode',
      text: `Ihr Code:\n${CODE}\n`,
      html: `<p>${CODE}</p>`,
    },
    '<loopback@anpfiff.local>',
  );
  await createDevOutboxTransport(t.ctx.db).deliver(mail);
});

async function expectRefused(res: Response, path: string) {
  const text = await res.text();
  expect(res.status, path).toBe(404);
  expect(JSON.parse(text)).toMatchObject({ error: { code: 'NOT_FOUND' } });
  expect(text).not.toContain(CODE);
}

describe('the dev outbox in process', () => {
  it('shows the codes to a client on this machine', async () => {
    for (const address of ['127.0.0.1', '::1', '::ffff:127.0.0.1']) {
      const res = await t.app.request('/dev/mail.json', {}, clientAt(address));
      expect(res.status, address).toBe(200);
      expect(await res.text()).toContain(CODE);
    }
  });

  it.each(['192.0.2.10', '10.0.0.5', '::ffff:192.0.2.10', '2001:db8::1', 'fd00::2'])(
    'answers 404 without a code to a client at %s',
    async (address) => {
      for (const path of PATHS) await expectRefused(await t.app.request(path, {}, clientAt(address)), path);
    },
  );

  it.each([
    ['x-forwarded-for', '127.0.0.1'],
    ['forwarded', 'for=127.0.0.1'],
    ['x-real-ip', '127.0.0.1'],
    ['via', '1.1 proxy'],
  ])('answers 404 to a request that came through a proxy on this machine (%s)', async (name, value) => {
    for (const path of PATHS) {
      await expectRefused(
        await t.app.request(path, { headers: { [name]: value } }, clientAt('127.0.0.1')),
        path,
      );
    }
  });

  // DNS rebinding: a page of evil.example whose name now points at 127.0.0.1 reads the outbox from the victim's own
  // browser, a loopback client; only the Host header it sends still names the attacker's site.
  it.each(['evil.example', 'evil.example:3000', '127.0.0.1.evil.example', 'localhost.evil.example'])(
    'answers 404 to a loopback client that names the host %s',
    async (host) => {
      for (const path of PATHS) {
        await expectRefused(await t.app.request(`http://${host}${path}`, {}, clientAt('127.0.0.1')), path);
      }
    },
  );

  it('answers a loopback client that names this machine or APP_URL’s host', async () => {
    const appHost = new URL(t.ctx.config.appUrl).host;
    for (const host of [
      'localhost',
      'localhost:3000',
      '127.0.0.1:3000',
      '[::1]:3000',
      'LOCALHOST',
      appHost,
    ]) {
      const res = await t.app.request(`http://${host}/dev/mail.json`, {}, clientAt('127.0.0.1'));
      expect(res.status, host).toBe(200);
    }
  });

  it('answers 404 when nothing tells where the client is', async () => {
    for (const path of PATHS) await expectRefused(await t.app.request(path), path);
  });
});

describe('the dev outbox on a real socket', () => {
  const servers: ReturnType<typeof serve>[] = [];
  afterAll(() => Promise.all(servers.map((s) => new Promise<void>((resolve) => s.close(() => resolve())))));

  async function listen(hostname: string): Promise<number> {
    const server = await new Promise<ReturnType<typeof serve>>((resolve) => {
      const s = serve({ fetch: t.app.fetch, port: 0, hostname }, () => resolve(s));
    });
    servers.push(server);
    return (server.address() as AddressInfo).port;
  }

  it('shows the codes to a browser on this machine (the README demo)', async () => {
    const port = await listen('127.0.0.1');
    const res = await fetch(`http://127.0.0.1:${port}/dev/mail.json`);
    expect(res.status).toBe(200);
    expect(await res.text()).toContain(CODE);
    const page = await fetch(`http://localhost:${port}/dev/mail`);
    expect(page.status).toBe(200);
  });

  // A client reaching the server through this machine's network address is not on loopback.
  const external = Object.values(os.networkInterfaces())
    .flat()
    .find((i) => i && !i.internal && i.family === 'IPv4')?.address;

  it.skipIf(!external)(`answers 404 to a client that comes over the network (${external})`, async () => {
    const port = await listen(external!);
    for (const path of PATHS) await expectRefused(await fetch(`http://${external}:${port}${path}`), path);
  });
});
