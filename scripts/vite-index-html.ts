import type { OutputAsset, OutputBundle } from 'rolldown';

/** The built index.html of the web app, whose text the build's own plugins rewrite; undefined in a build without. */
export function builtIndexHtml(output: unknown): (OutputAsset & { source: string }) | undefined {
  const html = (output as OutputBundle)['index.html'];
  if (html?.type !== 'asset' || typeof html.source !== 'string') return undefined;
  return html as OutputAsset & { source: string };
}
