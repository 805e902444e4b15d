import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import { Hono } from 'hono';
import type { AppContext } from './context';
import { webDistDir } from './paths';

// The built SPA: hashed assets cached for a year, everything else revalidated; unknown paths get index.html so the
// client router can answer them.
export function webRoutes(_ctx: AppContext) {
  const web = new Hono();
  const indexFile = path.join(webDistDir, 'index.html');
  const root = path.relative(process.cwd(), webDistDir) || '.';
  web.use('/assets/*', async (c, next) => {
    await next();
    if (c.res.status === 200) c.header('Cache-Control', 'public, max-age=31536000, immutable');
  });
  // Without a build (API-only tests, a fresh checkout) there is nothing to serve; the catch-all below says so.
  if (existsSync(webDistDir)) {
    web.use(
      '*',
      serveStatic({
        root,
        onFound: (p, c) => {
          if (!p.includes('/assets/')) c.header('Cache-Control', 'no-cache');
        },
      }),
    );
  }
  web.get('*', (c) => {
    if (!existsSync(indexFile)) {
      return c.text('Die Web-Oberfläche ist nicht gebaut. Bitte `npm run build` ausführen.', 503);
    }
    c.header('Cache-Control', 'no-cache');
    return c.html(readFileSync(indexFile, 'utf8'));
  });
  return web;
}
