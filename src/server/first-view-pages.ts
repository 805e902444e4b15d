import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Context } from 'hono';
import { ssrDistDir } from './paths';

// The first views rendered on the server (decision 045): the web build's server entry (src/web/entry-server.tsx,
// built into dist/ssr) draws the page with the visitor's own answers of our API, asked in-process with their cookie
// and their connection, so a page holds exactly what the API would have told them. The server knows nothing of React:
// it loads that module by path, as it serves the rest of the build.

/** What the server entry answers (the shape of entry-server.tsx's FirstViewRender). */
type FirstViewRender =
  | { kind: 'not-rendered' }
  | { kind: 'redirect'; to: string }
  | { kind: 'page'; rootHtml: string; handover: string; signedIn: boolean };

export type RenderFirstView = (
  url: string,
  ask: (path: string) => Promise<{ status: number; body: unknown }>,
) => Promise<FirstViewRender>;

/** Answers a request with the whole app (its middleware and /api), in-process. */
export type AppFetch = (request: Request, env: unknown) => Response | Promise<Response>;

/** The built server entry, or null without an SSR build (API-only tests, `npm run dev`): pages render in the browser. */
export async function loadBuiltRenderer(dir: string = ssrDistDir): Promise<RenderFirstView | null> {
  const entry = path.join(dir, 'entry-server.js');
  if (!existsSync(entry)) return null;
  try {
    const module = (await import(pathToFileURL(entry).href)) as { renderFirstView?: RenderFirstView };
    return module.renderFirstView ?? null;
  } catch {
    // A broken build's entry: the pages still work, rendered in the browser.
    return null;
  }
}

/** The request headers an in-process /api call keeps: the visitor's cookie and connection, not the page's caching. */
const DROPPED_HEADERS = [
  'accept-encoding',
  'if-none-match',
  'if-modified-since',
  'range',
  'content-length',
  'content-type',
];

/** A page holding a signed-in user's data is for them alone; a signed-out one is the same for everyone without a cookie. */
const PERSONAL_PAGE_CACHE = 'private, no-store';
const PUBLIC_PAGE_CACHE = 'no-cache';

/**
 * Answers a first view drawn on the server, or null to leave the address to the plain page. `template` is the page's
 * built HTML (routes/<name>.html); the session cookie the API renews on the way is passed on.
 */
export async function firstViewAnswer(
  c: Context,
  render: RenderFirstView,
  appFetch: AppFetch,
  template: string,
): Promise<Response | null> {
  const setCookies = new Set<string>();
  const ask = async (apiPath: string) => {
    const headers = new Headers(c.req.raw.headers);
    for (const name of DROPPED_HEADERS) headers.delete(name);
    headers.set('accept', 'application/json');
    const answer = await appFetch(new Request(new URL(`/api${apiPath}`, c.req.url), { headers }), c.env);
    for (const cookie of answer.headers.getSetCookie()) setCookies.add(cookie);
    if (answer.status !== 200) {
      await answer.body?.cancel();
      return { status: answer.status, body: undefined };
    }
    return { status: answer.status, body: await answer.json().catch(() => undefined) };
  };
  let rendered: FirstViewRender;
  try {
    rendered = await render(`${c.req.path}${new URL(c.req.url).search}`, ask);
  } catch {
    return null;
  }
  if (rendered.kind === 'not-rendered') return null;
  const headers = new Headers({ Vary: 'Cookie' });
  for (const cookie of setCookies) headers.append('Set-Cookie', cookie);
  if (rendered.kind === 'redirect') {
    headers.set('Location', rendered.to);
    headers.set('Cache-Control', PERSONAL_PAGE_CACHE);
    return new Response(null, { status: 302, headers });
  }
  headers.set('Content-Type', 'text/html; charset=UTF-8');
  headers.set('Cache-Control', rendered.signedIn ? PERSONAL_PAGE_CACHE : PUBLIC_PAGE_CACHE);
  return new Response(pageHtml(template, rendered.rootHtml, rendered.handover), { status: 200, headers });
}

const ROOT_OPEN = '<div id="root">';

/**
 * The built page with the rendered app in its root element (in place of the static top bar) and the answers' data
 * block after it. The page's preloads of those answers go: the answers are in the page.
 */
function pageHtml(template: string, rootHtml: string, handover: string): string {
  const start = template.indexOf(ROOT_OPEN);
  const bodyEnd = template.lastIndexOf('</body>');
  const rootEnd = template.lastIndexOf('</div>', bodyEnd);
  if (start < 0 || bodyEnd < 0 || rootEnd < start)
    throw new Error('index.html: kein <div id="root"> im <body>');
  const head = template.slice(0, start).replace(/\s*<link rel="preload" as="fetch"[^>]*>/g, '');
  return `${head}${ROOT_OPEN}${rootHtml}</div>\n    ${handover}\n  ${template.slice(bodyEnd)}`;
}

const templates = new Map<string, Promise<string>>();

/** A built page's HTML, read once per process (the build does not change under a running server). */
export function readTemplate(file: string): Promise<string> {
  let template = templates.get(file);
  if (!template) {
    template = readFile(file, 'utf8');
    templates.set(file, template);
    template.catch(() => templates.delete(file));
  }
  return template;
}
