import type { OutputBundle } from 'rolldown';
import type { Plugin } from 'vite';
import { builtIndexHtml } from './vite-index-html';

// The app's style sheet (Tailwind's, about 8.5 KB gzip) is written into each HTML page instead of linked from it. A
// linked sheet blocked the first paint until its own request came back: on a phone on a slow network that was a
// round trip after the page, and it shared the line with the first view's scripts and answers (Lighthouse: first
// contentful paint about 1.65 s). Written in, it arrives with the page, compressed with it. The server answers an
// HTML page with no-cache and the service worker keeps the shell, so the sheet is not fetched again per page.

export function inlineStyles(): Plugin {
  return {
    name: 'anpfiff-inline-styles',
    apply: 'build',
    enforce: 'post',
    generateBundle(_options, output) {
      const bundle = output as OutputBundle;
      const html = builtIndexHtml(bundle);
      if (!html) return;
      let inlined = 0;
      html.source = html.source.replace(
        /<link rel="stylesheet" crossorigin href="\/([^"]+\.css)">/g,
        (_tag, file: string) => {
          const sheet = bundle[file];
          if (sheet?.type !== 'asset') this.error(`Stylesheet ${file} fehlt im Build`);
          const css = String(sheet.source);
          if (css.includes('</style')) this.error(`Stylesheet ${file} enthält </style`);
          // Nothing else names the file (cssCodeSplit: false in vite.config.ts: no page has a sheet of its own).
          delete bundle[file];
          inlined += 1;
          return `<style>${css}</style>`;
        },
      );
      if (inlined !== 1) this.error(`index.html: ${inlined} Stylesheets geschrieben, erwartet 1`);
    },
  };
}
