// How the server is bundled (scripts/build-server.mjs builds it; a test reads the same options). npm packages stay
// external and load from node_modules. Code splitting gives the demo seed, which start.ts imports only to seed a
// development database, a chunk of its own: the test factories it builds with never load in production (decision
// 048). What both use sits in a shared chunk, so each module still exists once (one logger, one metrics registry).

/** @type {import('esbuild').BuildOptions & { outdir: string }} */
export const serverBuild = {
  entryPoints: ['src/server/main.ts'],
  outdir: 'dist/server',
  entryNames: '[name]',
  chunkNames: 'chunks/[name]-[hash]',
  bundle: true,
  splitting: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  packages: 'external',
  sourcemap: true,
  logLevel: 'warning',
};
