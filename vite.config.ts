import { readFileSync } from 'node:fs';
import path from 'node:path';
import { constants } from 'node:zlib';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { compression, defineAlgorithm } from 'vite-plugin-compression2';
import { firstViewChunks } from './scripts/vite-first-view-chunks';
import { buildVersion, pwaPlugins } from './scripts/vite-pwa';
import { routePreloads } from './scripts/vite-route-preloads';

const version = buildVersion();
const firstViews = firstViewChunks(1);

const aliases = (command: 'build' | 'serve') => [
  { find: '@domain', replacement: path.resolve('src/domain') },
  { find: '@web', replacement: path.resolve('src/web') },
  // react-router's package exports name only its development build; its production build beside it is the same
  // code with its development warnings switched off (ENABLE_DEV_WARNINGS), 0.5 KB gzip less on every page.
  ...(command === 'build'
    ? [
        {
          find: /^react-router$/,
          replacement: path.resolve('node_modules/react-router/dist/production/index.mjs'),
        },
      ]
    : []),
];

/** The version of the browser's build beside it (dist/web/meta.json), so both halves name the same one. */
function browserBuildVersion(): string {
  try {
    return (JSON.parse(readFileSync(path.resolve('dist/web/meta.json'), 'utf8')) as { version: string })
      .version;
  } catch {
    return version;
  }
}

/**
 * `vite build --ssr`: the server's entry of the first views (src/web/entry-server.tsx, decision 045) into dist/ssr,
 * one module with everything it imports (React included), so the server needs nothing of the web's packages at run
 * time. No assets, no service worker, no compressed copies: the browser's build above writes those.
 */
const serverEntryBuild = defineConfig({
  root: 'src/web',
  publicDir: false,
  plugins: [react()],
  define: {
    __APP_VERSION__: JSON.stringify(browserBuildVersion()),
    'process.env.NODE_ENV': JSON.stringify('production'),
  },
  resolve: { alias: aliases('build') },
  ssr: { noExternal: true },
  build: {
    ssr: path.resolve('src/web/entry-server.tsx'),
    outDir: path.resolve('dist/ssr'),
    emptyOutDir: true,
    sourcemap: true,
    copyPublicDir: false,
    rolldownOptions: { input: path.resolve('src/web/entry-server.tsx') },
  },
});

export default defineConfig(({ command, isSsrBuild }) =>
  isSsrBuild
    ? serverEntryBuild
    : {
        root: 'src/web',
        publicDir: 'public',
        plugins: [
          react(),
          tailwindcss(),
          ...pwaPlugins(version),
          routePreloads(),
          firstViews.plugin,
          // A Brotli and a gzip copy beside each text file, compressed once at the highest levels; the server sends the
          // one the browser accepts (src/server/web-routes.ts). Below 1 KB it is not worth a copy (the server's own
          // threshold is the same).
          compression({
            include: /\.(js|mjs|css|html|svg|webmanifest|json|txt)$/,
            exclude: /\.map$/,
            threshold: 1024,
            algorithms: [
              defineAlgorithm('brotliCompress', { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
              defineAlgorithm('gzip', { level: 9 }),
            ],
            logLevel: 'silent',
          }),
        ],
        define: { __APP_VERSION__: JSON.stringify(version) },
        resolve: { alias: aliases(command) },
        build: {
          outDir: path.resolve('dist/web'),
          emptyOutDir: true,
          sourcemap: true,
          // Every browser the app supports knows modulepreload: the polyfill was 0.5 KB gzip of every first view.
          modulePreload: { polyfill: false },
          rolldownOptions: {
            // Our barrel files (ui/index.ts and the like) only re-export: marked free of side effects, a page that imports
            // one name from them pulls in that module alone, not every module the barrel names (the shell imported the
            // whole design system, tabs and selects included, into the first download).
            treeshake: {
              manualPureFunctions: ['z'],
              moduleSideEffects: [
                { test: /[\\/]src[\\/](web|domain)[\\/].*[\\/]index\.ts$/, sideEffects: false },
              ],
            },
            output: {
              codeSplitting: {
                // Few files per first view (scripts/vite-first-view-chunks.ts says why the count matters), in three layers:
                // the libraries every page runs (React, the router, TanStack Query), which change rarely and stay
                // cached across releases; the design system with the shell's icons and its class helper, which nearly every
                // page draws with (the dialogs, on Radix, only where one opens); then each first view's own code (with its
                // icons), and the icons of the other pages in one chunk (scripts/vite-first-view-chunks.ts).
                groups: [
                  {
                    name: 'vendor',
                    test: /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router|@tanstack)[\\/]/,
                    priority: 3,
                  },
                  {
                    name: 'ui',
                    test: firstViews.inUi,
                    priority: 2,
                  },
                  { name: 'icons', test: firstViews.inOtherIcons, priority: 2 },
                  ...firstViews.groups,
                ],
              },
            },
          },
        },
        server: {
          proxy: {
            // The server accepts writes only from its APP_URL (http://localhost:3000 by default), not from Vite's port.
            '/api': { target: 'http://localhost:3000', headers: { origin: 'http://localhost:3000' } },
            '/dev': 'http://localhost:3000',
          },
        },
      },
);
