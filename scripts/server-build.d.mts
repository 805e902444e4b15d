// Types of server-build.mjs for the test that imports it (the scripts are plain JavaScript run by node).
import type { BuildOptions } from 'esbuild';

export declare const serverBuild: BuildOptions & { outdir: string };
