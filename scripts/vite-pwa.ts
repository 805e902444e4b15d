import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { OutputBundle } from 'rolldown';
import type { Plugin } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { chunkClosure, holdsModule } from './built-chunks';

// The PWA part of the web build: the manifest, our own service worker (src/web/sw.ts) with the precache list
// injected, and /meta.json carrying this build's version. The same version is compiled into the page and the service
// worker (__APP_VERSION__), so "served version differs from the running one" compares two builds.

const THEME_COLOR = '#0b6e4f';

/** package version + build time; ANPFIFF_BUILD_VERSION overrides it (e.g. a CI build number). */
export function buildVersion(): string {
  if (process.env.ANPFIFF_BUILD_VERSION) return process.env.ANPFIFF_BUILD_VERSION;
  const pkg = JSON.parse(readFileSync(path.resolve('package.json'), 'utf8')) as { version: string };
  const stamp = new Date().toISOString().replace(/[-:]/g, '').replace(/\..+$/, '').replace('T', '.');
  return `${pkg.version}+${stamp}`;
}

/** Writes meta.json next to index.html; it is never precached, so the server's copy is the truth. */
function metaJson(version: string): Plugin {
  return {
    name: 'anpfiff-meta-json',
    apply: 'build',
    generateBundle() {
      this.emitFile({
        type: 'asset',
        fileName: 'meta.json',
        source: `${JSON.stringify({ version, builtAt: new Date().toISOString() })}\n`,
      });
    },
  };
}

/**
 * The modules whose code the service worker precaches with the shell, so they open offline even before their first
 * visit: the public schedule, the landing page, the installed app's start page (the manifest's start_url), and the
 * PWA banners the shell loads only when one shows (the offline notice shows exactly when nothing can be fetched).
 * Every other page's chunk is cached when it is first loaded (src/web/sw.ts); the sign-in needs the network anyway.
 */
const PRECACHED_PAGES = [
  'src/web/features/schedule/schedule-page.tsx',
  'src/web/features/landing/landing-page.tsx',
  'src/web/features/dashboard/dashboard-page.tsx',
  // The dashboard's side cards, loaded when their places come near the screen.
  'src/web/features/dashboard/side-cards.ts',
  'src/web/pwa/offline-notice.tsx',
  'src/web/pwa/update-banner.tsx',
  'src/web/pwa/install-banner.tsx',
];

/**
 * Notes which built files make the shell (the entry and what it imports statically) and the PRECACHED_PAGES, for
 * the precache list: the other 60-odd chunks are not downloaded at install, beside the first view.
 */
function shellFiles(files: Set<string>): Plugin {
  return {
    name: 'anpfiff-shell-files',
    apply: 'build',
    generateBundle(_options, bundle) {
      files.clear();
      for (const [fileName, chunk] of Object.entries(bundle)) {
        if (chunk.type !== 'chunk') continue;
        const page = PRECACHED_PAGES.some((p) => holdsModule(chunk, p));
        if (chunk.isEntry || page) chunkClosure(bundle as OutputBundle, fileName, { css: true }, files);
      }
    },
  };
}

export function pwaPlugins(version: string) {
  const shell = new Set<string>();
  return [
    metaJson(version),
    shellFiles(shell),
    VitePWA({
      strategies: 'injectManifest',
      srcDir: '.',
      filename: 'sw.ts',
      // Registered by our own code (src/web/pwa/pwa-runtime.ts), which also drives the update banner.
      injectRegister: false,
      registerType: 'prompt',
      manifestFilename: 'manifest.webmanifest',
      includeAssets: ['icons/apple-touch-icon.png', 'icons/icon.svg'],
      manifest: {
        id: '/',
        name: 'Anpfiff – Eltern-Portal',
        short_name: 'Anpfiff',
        description:
          'Trainings und Camps buchen, bezahlen, Neuigkeiten und Fotos – das Eltern-Portal der Fussballschule.',
        lang: 'de-CH',
        dir: 'ltr',
        start_url: '/dashboard',
        scope: '/',
        display: 'standalone',
        orientation: 'portrait',
        theme_color: THEME_COLOR,
        background_color: '#fafaf9',
        categories: ['sports', 'education'],
        icons: [
          { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
          { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
          { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
        ],
      },
      injectManifest: {
        globPatterns: ['**/*.{js,css,html,svg,png,woff2,webmanifest}'],
        // meta.json must come from the server to tell a new build; source maps are for developers only; the first
        // views' copies of index.html (routes/) are for the first visit, the worker answers with index.html.
        globIgnores: ['meta.json', '**/*.map', 'routes/**'],
        maximumFileSizeToCacheInBytes: 3 * 1024 * 1024,
        // Of the hashed files only the shell's; index.html, icons and the manifest stay.
        manifestTransforms: [
          async (entries) => ({
            manifest: entries.filter((entry) => !entry.url.startsWith('assets/') || shell.has(entry.url)),
            warnings: [],
          }),
        ],
      },
      devOptions: { enabled: false },
    }),
  ];
}
