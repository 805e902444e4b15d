import type { OutputBundle, OutputChunk } from 'rolldown';

// What the build plugins ask of the finished bundle: which chunk holds a page, and what a chunk needs before it runs.

/**
 * Whether `chunk` holds the module at `modulePath` (a path ending). A first view's page shares its chunk with the
 * modules it imports (vite-first-view-chunks.ts), so the page's chunk is not always named for it.
 */
export function holdsModule(chunk: OutputChunk, modulePath: string): boolean {
  return chunk.moduleIds.some((id) => id.endsWith(modulePath));
}

/**
 * The files the chunk `fileName` needs before it runs: itself and the chunks it imports statically, with `css` also
 * their style sheets. Added to `into`, which is returned.
 */
export function chunkClosure(
  bundle: OutputBundle,
  fileName: string,
  { css }: { css: boolean },
  into = new Set<string>(),
): Set<string> {
  const chunk = bundle[fileName];
  if (chunk?.type !== 'chunk' || into.has(fileName)) return into;
  into.add(fileName);
  if (css) {
    const sheets = (chunk as { viteMetadata?: { importedCss?: Set<string> } }).viteMetadata?.importedCss;
    for (const file of sheets ?? []) into.add(file);
  }
  for (const imported of chunk.imports) chunkClosure(bundle, imported, { css }, into);
  return into;
}
