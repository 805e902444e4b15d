import { existsSync } from 'node:fs';
import path from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import { type Context, Hono } from 'hono';
import { SERVER_DRAWN_PATHS, serverDrawnPath } from '../domain/first-views';
import type { AppContext } from './context';
import { type AppFetch, firstViewAnswer, type RenderFirstView, readTemplate } from './first-view-pages';
import { webDistDir } from './paths';

/** Hashed file names change with their content: a browser may keep them a year without asking. */
export const IMMUTABLE_CACHE = 'public, max-age=31536000, immutable';

// The built SPA: hashed assets cached for a year, everything else revalidated; unknown paths get index.html so the
// client router can answer them. The build writes a Brotli (.br) and a gzip (.gz) copy beside each text file of some
// size (vite.config.ts); serveStatic's `precompressed` sends the best one the browser accepts, with its
// Content-Encoding and `Vary: Accept-Encoding`, so nothing is compressed per request.
/** Server rendering of the first views: the built server entry (or null for none) and the app to ask the API of. */
interface FirstViewRendering {
  renderer: () => Promise<RenderFirstView | null>;
  appFetch: AppFetch;
}

export function webRoutes(_ctx: AppContext, distDir: string = webDistDir, rendering?: FirstViewRendering) {
  const web = new Hono();
  const indexFile = path.join(distDir, 'index.html');
  const root = path.relative(process.cwd(), distDir) || '.';
  // Set on the finished answer: headers serveStatic's onFound sets come after its body and are lost.
  web.use('*', async (c, next) => {
    await next();
    // A server-rendered page says itself whose it is (first-view-pages.ts).
    if (c.res.status !== 200 || c.res.headers.has('Cache-Control')) return;
    c.header('Cache-Control', c.req.path.startsWith('/assets/') ? IMMUTABLE_CACHE : 'no-cache');
  });
  // Without a build (API-only tests, a fresh checkout) there is nothing to serve; the catch-all below says so.
  if (existsSync(distDir)) web.use('*', serveStatic({ root, precompressed: true }));
  // A hashed file that is not there (an old chunk after a deploy) is a 404, never index.html cached for a year.
  web.get('/assets/*', (c) => c.text('Nicht gefunden.', 404));
  // A first view's address gets its copy of index.html that also preloads the page's code (scripts/
  // vite-route-preloads.ts); every other address the plain one.
  const pages = new Map<string, ReturnType<typeof serveStatic>>();
  const routeFile = (pathname: string) => {
    const name = /^\/([a-z-]+)\/?$/.exec(pathname)?.[1];
    return name && existsSync(path.join(distDir, 'routes', `${name}.html`)) ? `routes/${name}.html` : null;
  };
  const pageFor = (pathname: string) => {
    const file = routeFile(pathname) ?? 'index.html';
    let page = pages.get(file);
    if (!page) {
      page = serveStatic({ root, path: file, precompressed: true });
      pages.set(file, page);
    }
    return page;
  };
  const notBuilt = 'Die Web-Oberfläche ist nicht gebaut. Bitte `npm run build` ausführen.';
  // An endpoint, not a middleware: nothing runs after it (serveStatic's `next` is a no-op here).
  const answerPage = async (c: Context) => {
    if (!existsSync(indexFile)) return c.text(notBuilt, 503);
    // A first view is drawn on the server with the visitor's answers; without an SSR build, or when it cannot be
    // drawn, the same page's static copy, which the browser renders as before.
    const file = serverDrawnPath(c.req.path) ? routeFile(c.req.path) : null;
    const render = file && rendering ? await rendering.renderer() : null;
    if (file && render && rendering) {
      const template = await readTemplate(path.join(distDir, file));
      const answer = await firstViewAnswer(c, render, rendering.appFetch, template);
      if (answer) return answer;
    }
    return (await pageFor(c.req.path)(c, async () => {})) ?? c.text(notBuilt, 503);
  };
  // The server-drawn pages are endpoints of their own: they answer per visitor (authorisation matrix, routes/pages).
  for (const drawn of SERVER_DRAWN_PATHS) web.get(drawn, answerPage);
  web.get('*', answerPage);
  return web;
}
