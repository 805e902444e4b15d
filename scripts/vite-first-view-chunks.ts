import path from 'node:path';
import type { CodeSplittingGroup } from 'rolldown';
import type { Plugin } from 'vite';
import { FIRST_VIEWS } from './vite-route-preloads';

// Left to itself, the bundler puts every set of modules that a different set of pages shares into a chunk of its
// own: /dashboard's first view was thirty-odd files of 0.1-2 KB (money.ts alone, one icon alone). A phone on
// HTTP/1.1 fetches six at a time, a round trip each (Lighthouse's simulated slow 4G: 150 ms), so the count, not the
// bytes, held up the news. Here each first view's own code is one chunk: what a first-view page imports statically,
// beyond the shell's code (index.html's entry) and the groups above it in vite.config.ts (vendor, ui), goes into
// the chunk of the first of the pages below that imports it. A page further down the list loads the chunks of the
// pages before it that share its modules; other pages that import one of these modules load its chunk too.

/** index.html's module script: what it imports statically stays in the shell's chunk. */
const SHELL_ENTRY = path.resolve('src/web/main.tsx');

/** Smallest first view first: a module two first views share lives in the smaller one's chunk. */
const ORDER = ['login', 'schedule', 'dashboard'] as const;

export function firstViewChunks(priority: number): { plugin: Plugin; groups: CodeSplittingGroup[] } {
  const owner = new Map<string, string>();
  const plugin: Plugin = {
    name: 'anpfiff-first-view-chunks',
    apply: 'build',
    // After the module graph is complete and before the chunks are made, when the groups' tests run.
    buildEnd() {
      owner.clear();
      const staticClosure = (id: string, into: Set<string>): Set<string> => {
        if (into.has(id) || id.startsWith('\0')) return into;
        into.add(id);
        for (const imported of this.getModuleInfo(id)?.importedIds ?? []) staticClosure(imported, into);
        return into;
      };
      const shell = staticClosure(SHELL_ENTRY, new Set());
      for (const name of ORDER) {
        const page = path.resolve(FIRST_VIEWS[name] ?? '');
        if (!this.getModuleInfo(page)) this.error(`First view ${name}: ${page} is not part of the build`);
        for (const id of staticClosure(page, new Set())) {
          if (!shell.has(id) && !owner.has(id)) owner.set(id, name);
        }
      }
    },
  };
  const groups = ORDER.map((name) => ({
    name: `${name}-view`,
    test: (id: string) => owner.get(id) === name,
    priority,
    // The owners are whole static closures already; taking dependencies along would pull the shell's modules in.
    includeDependenciesRecursively: false,
  }));
  return { plugin, groups };
}
