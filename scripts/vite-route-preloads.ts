import type { OutputBundle } from 'rolldown';
import type { Plugin } from 'vite';
import { chunkClosure, holdsModule } from './built-chunks';

// The first views' own code is found by the router only after the shell has run: one more round trip on a phone
// before the page can show. For these pages the build writes a copy of index.html that also names the page's chunks
// as modulepreload links (routes/<name>.html); the server answers the page's address with it
// (src/server/web-routes.ts), so the browser fetches the page's code beside the shell's.

/**
 * A parent's first views on a phone: address (one path segment) -> the page module its route loads
 * (src/web/app/routes.tsx). Their code is also bundled in few chunks (vite-first-view-chunks.ts).
 */
export const FIRST_VIEWS: Record<string, string> = {
  login: 'src/web/features/auth/login-page.tsx',
  schedule: 'src/web/features/schedule/schedule-page.tsx',
  dashboard: 'src/web/features/dashboard/dashboard-page.tsx',
};

/** Every server-drawn page's copy (@domain/first-views): the parents' first views and the back office's start. */
const DRAWN_PAGES: Record<string, string> = {
  ...FIRST_VIEWS,
  admin: 'src/web/admin/dashboard/dashboard-page.tsx',
};

/**
 * What every page asks the API first (lib/session.ts, lib/branding.ts): fetched beside the page's code, the session's
 * answer is there when the shell first asks, instead of a round trip after the code has run, which held up every page
 * behind its spinner (app/guarded.tsx). Both answer 200 signed in or not. The app's fetch (same origin, credentials
 * same-origin) matches `crossorigin` (anonymous), so the browser hands it the preloaded answer.
 */
const FIRST_ANSWERS = ['/api/me', '/api/branding'];

/**
 * A page's own first answers, when what it shows first waits for them and the page is not drawn on the server (no
 * SSR build, or its render failed: a drawn page carries its answers, and the server takes these preloads out). The
 * dashboard's news is its largest text (largest contentful paint), and the overview shows only once the notice above
 * it is decided (the second-parent offer: dashboard/use-notices-ready.ts); the push banner asks for this device's
 * subscriptions; the cards' answers (dashboard-cards.tsx) were asked for only once the page's code had run, one more
 * round trip on a phone. A signed-out visit to /dashboard
 * preloads a few 401s of a few bytes before the sign-in page shows; a rare address to reach signed out, against
 * every parent's first view.
 */
const PAGE_ANSWERS: Record<string, string[]> = {
  dashboard: [
    '/api/news',
    '/api/family/second-parent',
    '/api/push/subscriptions',
    '/api/trainings',
    '/api/payments/open-count',
    '/api/photos?limit=3',
  ],
};

export function routePreloads(): Plugin {
  return {
    name: 'anpfiff-route-preloads',
    apply: 'build',
    enforce: 'post',
    generateBundle(_options, output) {
      const bundle = output as OutputBundle;
      const html = bundle['index.html'];
      if (html?.type !== 'asset' || typeof html.source !== 'string') return;
      const index = html.source;
      for (const [name, module] of Object.entries(DRAWN_PAGES)) {
        const page = Object.values(bundle).find(
          (chunk) => chunk.type === 'chunk' && holdsModule(chunk, module),
        );
        if (!page) this.error(`Route ${name}: kein Chunk für ${module}`);
        const code = [...chunkClosure(bundle, page.fileName, { css: false })]
          .filter((file) => !index.includes(`/${file}"`))
          .map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`);
        // The answers are asked for first, before the shell's own script: a phone on HTTP/1.1 has six connections
        // to the server, and behind the page's code files they came last (Lighthouse: the news, the dashboard's
        // largest text, waited for its answer behind thirty-odd files before the first views were bundled).
        const answers = [...FIRST_ANSWERS, ...(PAGE_ANSWERS[name] ?? [])].map(
          (api) => `<link rel="preload" as="fetch" crossorigin href="${api}">`,
        );
        const firstScript = index.indexOf('<script type="module"');
        if (firstScript < 0) this.error('index.html: kein <script type="module">');
        const source = `${index.slice(0, firstScript)}${answers.join('\n    ')}\n    ${index.slice(firstScript)}`;
        this.emitFile({
          type: 'asset',
          fileName: `routes/${name}.html`,
          source: source.replace('</head>', `  ${code.join('\n    ')}\n  </head>`),
        });
      }
    },
  };
}
