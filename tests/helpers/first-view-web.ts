import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { SERVER_DRAWN_PATHS } from '../../src/domain/first-views';
import type { RenderFirstView } from '../../src/server/first-view-pages';
import { renderFirstView } from '../../src/web/entry-server';

/** What a built page looks like around its root element, with the answers' preloads the build writes for it. */
function builtPage(extraHead = ''): string {
  return `<!doctype html>
<html lang="de-CH">
  <head>
    <title>Anpfiff</title>
    <link rel="preload" as="fetch" crossorigin href="/api/me">
    <script type="module" crossorigin src="/assets/index-test.js"></script>${extraHead}
  </head>
  <body>
    <div id="root">
      <div class="flex min-h-dvh flex-col"><header>static top bar</header></div>
    </div>
  </body>
</html>
`;
}

/**
 * A web build for server tests: index.html and each server-drawn page's copy in a folder of its own, and the server
 * entry from the source (src/web/entry-server.tsx), so tests render the first views as the built server does.
 */
export function firstViewWeb(): { webDir: string; renderFirstView: RenderFirstView } {
  const webDir = mkdtempSync(path.join(os.tmpdir(), 'anpfiff-web-'));
  mkdirSync(path.join(webDir, 'routes'));
  writeFileSync(path.join(webDir, 'index.html'), builtPage());
  for (const drawn of SERVER_DRAWN_PATHS) {
    writeFileSync(
      path.join(webDir, 'routes', `${drawn.slice(1)}.html`),
      builtPage(`\n    <link rel="modulepreload" crossorigin href="/assets${drawn}-test.js">`),
    );
  }
  return { webDir, renderFirstView };
}
