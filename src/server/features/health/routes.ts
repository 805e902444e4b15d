import { sql } from 'drizzle-orm';
import { Hono } from 'hono';
import type { AppContext } from '../../context';

// /healthz: the process answers. /readyz: the database answers and every committed migration is applied.
export function healthRoutes(ctx: AppContext, expectedMigrations: number) {
  return new Hono()
    .get('/healthz', (c) => c.json({ ok: true }))
    .get('/readyz', async (c) => {
      try {
        const result = await ctx.db.execute<{ n: number }>(
          sql`select count(*)::int as n from drizzle.__drizzle_migrations`,
        );
        const applied = result.rows[0]?.n ?? 0;
        const ready = applied >= expectedMigrations;
        return c.json(
          { ok: ready, database: true, migrations: { applied, expected: expectedMigrations } },
          ready ? 200 : 503,
        );
      } catch {
        return c.json({ ok: false, database: false }, 503);
      }
    });
}
