import { Hono } from 'hono';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { notFound } from '../../errors';
import { loopbackOnly } from '../../http/loopback-only';
import { devMailPage } from './page';
import { listDevMail } from './queries';

const querySchema = z.object({
  limit: z.coerce.number().int().min(1).max(500).default(100),
  to: z.string().trim().min(1).optional(),
});

// The dev outbox, for developers (the README's demo reads sign-in codes there). Outside production only, and only
// for a browser on this machine (loopback-only.ts): a staging server reachable from the network must not hand out
// every sign-in code. In production every /dev path is a 404, also when the SPA's catch-all would otherwise answer.
export function devMailRoutes(ctx: AppContext) {
  const dev = new Hono();
  if (!ctx.config.isProduction) {
    const guard = loopbackOnly(ctx.config.appUrl);
    dev.use('/mail', guard);
    dev.use('/mail.json', guard);
    dev.get('/mail', async (c) => {
      const query = querySchema.parse(c.req.query());
      return c.html(devMailPage(await listDevMail(ctx.db, query)));
    });
    dev.get('/mail.json', async (c) => {
      const query = querySchema.parse(c.req.query());
      return c.json(await listDevMail(ctx.db, query));
    });
  }
  dev.all('*', () => {
    throw notFound();
  });
  return dev;
}
