// Bundles the server into dist/server (main.js and its chunks; options in server-build.mjs). The folder is emptied
// first, so no chunk of an earlier build stays beside the new ones.
import { rmSync } from 'node:fs';
import { build } from 'esbuild';
import { serverBuild } from './server-build.mjs';

rmSync(serverBuild.outdir, { recursive: true, force: true });
await build(serverBuild);
