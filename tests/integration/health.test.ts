import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
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

  it('answers unknown API paths with a coded 404', async () => {
    const res = await t.request('/api/does-not-exist');
    expect(res.status).toBe(404);
    expect(await res.json()).toMatchObject({ error: { code: 'NOT_FOUND' } });
  });
});

describe('branding', () => {
  it('answers the provider branding publicly and cacheably', async () => {
    const res = await t.request('/api/branding');
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toContain('max-age');
    const body = (await res.json()) as { providerName: string; termsUrl: string };
    expect(body.providerName).toBe(t.ctx.config.PROVIDER_NAME);
    expect(body.termsUrl).toBe(t.ctx.config.PROVIDER_TERMS_URL);
  });
});
