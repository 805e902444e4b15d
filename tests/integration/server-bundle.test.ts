import { build, type Metafile } from 'esbuild';
import { describe, expect, it } from 'vitest';
import { serverBuild } from '../../scripts/server-build.mjs';

// The demo seed builds with the test factories, and production must not carry them (decision 048): what
// dist/server/main.js loads before it serves (its static imports, followed through the chunks) holds no file of
// tests/ and none of the seed; the seed and the factories are a chunk of their own that main.js imports
// dynamically, which start.ts does only to seed a development database.

const MAIN = `${serverBuild.outdir}/main.js`;

/** The bundle's output files that `from` loads, statically or dynamically, following the chunks' own imports. */
function reached(outputs: Metafile['outputs'], from: string, kinds: readonly string[]): Set<string> {
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    for (const next of outputs[file]?.imports ?? []) {
      if (!next.external && kinds.includes(next.kind)) visit(next.path);
    }
  };
  visit(from);
  return seen;
}

function sourcesOf(outputs: Metafile['outputs'], files: Iterable<string>): string[] {
  return [...files].flatMap((file) => Object.keys(outputs[file]?.inputs ?? {}));
}

const isTestOrSeed = (source: string) => source.startsWith('tests/') || source.startsWith('src/server/seed/');

describe('the server bundle', () => {
  it('loads the demo seed and the test factories only through the import that seeds', async () => {
    const { metafile } = await build({
      ...serverBuild,
      write: false,
      metafile: true,
      sourcemap: false,
      logLevel: 'silent',
    });
    if (!metafile) throw new Error('esbuild answered without a metafile');
    const outputs = metafile.outputs;
    expect(outputs[MAIN]).toBeDefined();

    const atStart = sourcesOf(outputs, reached(outputs, MAIN, ['import-statement']));
    expect(atStart).toContain('src/server/start.ts');
    expect(atStart.filter(isTestOrSeed)).toEqual([]);

    // Still in the build, for `npm start` on an empty database.
    const whenSeeding = sourcesOf(outputs, reached(outputs, MAIN, ['import-statement', 'dynamic-import']));
    expect(whenSeeding).toContain('src/server/seed/demo.ts');
    expect(whenSeeding).toContain('tests/factories/index.ts');
  });
});
