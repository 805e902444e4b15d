import path from 'node:path';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { buildVersion, pwaPlugins } from './scripts/vite-pwa';

const version = buildVersion();

export default defineConfig({
  root: 'src/web',
  publicDir: 'public',
  plugins: [react(), tailwindcss(), ...pwaPlugins(version)],
  define: { __APP_VERSION__: JSON.stringify(version) },
  resolve: {
    alias: {
      '@domain': path.resolve('src/domain'),
      '@web': path.resolve('src/web'),
    },
  },
  build: { outDir: path.resolve('dist/web'), emptyOutDir: true, sourcemap: true },
  server: {
    proxy: {
      // The server accepts writes only from its APP_URL (http://localhost:3000 by default), not from Vite's port.
      '/api': { target: 'http://localhost:3000', headers: { origin: 'http://localhost:3000' } },
      '/dev': 'http://localhost:3000',
    },
  },
});
