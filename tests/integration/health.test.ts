import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createApp } from '../../src/server/app';
import { connect } from '../../src/server/db/client';
import { freePort } from '../../src/server/db/embedded-postgres';
import { clientAt } from '../helpers/socket-env';
import { setupTestApp } from '../helpers/test-app';

const t = setupTestApp();

describe('health', () => {
  it('answers /healthz while the process runs', async () => {
    const res = await t.request('/healthz');
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ ok: true });
  });

  it('is ready when every committed migration is applied', async () => {
    const res = await t.request('/readyz');
    expect(res.status).toBe(200);
    const body = (await res.json()) as { ok: boolean; migrations: { applied: number; expected: number } };
    expect(body.ok).toBe(true);
    expect(body.migrations.applied).toBe(body.migrations.expected);
  });

  it('is not ready when a migration is missing', async () => {
    await t.ctx.db.execute(
      sql`delete from drizzle.__drizzle_migrations where id = (select max(id) from drizzle.__drizzle_migrations)`,
    );
    const res = await t.request('/readyz');
    expect(res.status).toBe(503);
  });

  it('is not ready while the database cannot be reached, and the process still answers', async () => {
    const gone = connect(`postgres://anpfiff:anpfiff@127.0.0.1:${await freePort()}/anpfiff`, 1);
    try {
      const app = createApp({ ...t.ctx, db: gone.db }, { expectedMigrations: 1, serveWeb: false });
      const ready = await app.request('/readyz');
      expect(ready.status).toBe(503);
      expect(await ready.json()).toEqual({ ok: false, database: false });
      expect((await app.request('/healthz')).status).toBe(200);
    } finally {
      await gone.close();
    }
  });

  it('answers unknown API paths with a coded 404', async () => {
    const res = await t.request('/api/does-not-exist');
    expect(res.status).toBe(404);
    expect(await res.json()).toMatchObject({ error: { code: 'NOT_FOUND' } });
  });
});

describe('security headers', () => {
  it('keep resources to this site, except the icons that mails show as the logo', async () => {
    const app = createApp(t.ctx, { expectedMigrations: 0, serveWeb: true });
    expect((await app.request('/healthz')).headers.get('cross-origin-resource-policy')).toBe('same-origin');
    expect((await app.request('/icons/icon-192.png')).headers.get('cross-origin-resource-policy')).toBe(
      'cross-origin',
    );
  });

  it('put every answer under a Content-Security-Policy without inline or eval scripts, and deny powers', async () => {
    const app = createApp(t.ctx, { expectedMigrations: 0, serveWeb: true });
    for (const path of ['/', '/dashboard', '/healthz', '/api/me', '/api/does-not-exist']) {
      const res = await app.request(path);
      const policy = res.headers.get('content-security-policy') ?? '';
      expect(policy, path).toMatch(/(^|; )default-src 'self'(;|$)/);
      expect(policy, path).toMatch(/(^|; )script-src 'self'(;|$)/);
      expect(policy, path).toMatch(/(^|; )frame-ancestors 'none'(;|$)/);
      expect(policy, path).toMatch(/(^|; )object-src 'none'(;|$)/);
      expect(policy, path).not.toContain('unsafe-eval');
      expect(res.headers.get('permissions-policy'), path).toMatch(/camera=\(\).*microphone=\(\)/);
    }
  });

  it('give the dev outbox page its own policy: no script at all', async () => {
    const res = await t.app.request('/dev/mail', {}, clientAt('127.0.0.1'));
    expect(res.status).toBe(200);
    const policy = res.headers.get('content-security-policy') ?? '';
    expect(policy).toMatch(/^default-src 'none'(;|$)/);
    expect(policy).not.toContain('script-src');
    expect(await res.text()).not.toContain('<script');
  });
});

describe('branding', () => {
  it('answers the provider branding publicly and cacheably', async () => {
    const res = await t.request('/api/branding');
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toContain('max-age');
    expect(await res.json()).toEqual({
      providerName: t.ctx.config.PROVIDER_NAME,
      // No provider logo is set here: the web draws the app's mark itself.
      logoUrl: null,
      termsUrl: t.ctx.config.PROVIDER_TERMS_URL,
      infoUrl: t.ctx.config.PROVIDER_INFO_URL,
      poweredByUrl: 'https://example.ch/anpfiff',
      contact: {
        email: t.ctx.config.PROVIDER_CONTACT_EMAIL,
        phone: t.ctx.config.PROVIDER_CONTACT_PHONE,
        address: t.ctx.config.PROVIDER_CONTACT_ADDRESS,
      },
      qrBill: true,
    });
  });

  it("names the provider's logo once one is set", async () => {
    const app = createApp(
      { ...t.ctx, config: { ...t.ctx.config, PROVIDER_LOGO_URL: 'https://example.ch/logo.png' } },
      { expectedMigrations: 0 },
    );
    expect(await (await app.request('/api/branding')).json()).toMatchObject({
      logoUrl: 'https://example.ch/logo.png',
    });
  });
});
