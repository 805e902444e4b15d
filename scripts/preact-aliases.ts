import path from 'node:path';

// Decision 040: the web app runs on Preact behind React's names. Every import of react, react-dom and their
// entry points (ours and the libraries') resolves to Preact's compat layer, in the build, the dev server and the web
// tests.
//
// The build takes Preact from its sources, not its minified files: the build marks calls of `z` pure (zod's schemas,
// so unused ones drop out of the bundle), and Preact's minified core has a function of that name whose calls must
// stay (with them gone, nothing rendered). All Preact modules come from their sources, so their internal property
// names agree.
const preactFile = (entry: string, file: string) => path.resolve('node_modules/preact', entry, file);

export function preactAliases(fromSources: boolean) {
  const compat = fromSources ? preactFile('compat', 'src/index.js') : 'preact/compat';
  return [
    { find: /^react-dom\/test-utils$/, replacement: 'preact/test-utils' },
    {
      find: /^react-dom\/client$/,
      replacement: fromSources ? preactFile('compat', 'client.mjs') : 'preact/compat/client',
    },
    { find: /^react-dom$/, replacement: compat },
    {
      find: /^react\/jsx-(dev-)?runtime$/,
      replacement: fromSources ? preactFile('jsx-runtime', 'src/index.js') : 'preact/jsx-runtime',
    },
    { find: /^react$/, replacement: compat },
    ...(fromSources
      ? [
          { find: /^preact$/, replacement: preactFile('', 'src/index.js') },
          { find: /^preact\/hooks$/, replacement: preactFile('hooks', 'src/index.js') },
          { find: /^preact\/compat$/, replacement: compat },
          { find: /^preact\/jsx-runtime$/, replacement: preactFile('jsx-runtime', 'src/index.js') },
        ]
      : []),
  ];
}

// In the web tests, libraries that import React run through Vite (inlined) so the aliases reach their imports too;
// those whose Node entry is CommonJS (which `require`s the real react) are pointed at their ES module build.
const esm = (name: string, file: string) => ({
  find: new RegExp(`^${name.replace('/', '\\/')}$`),
  replacement: path.resolve('node_modules', name, file),
});
export const preactTestAliases = [
  ...preactAliases(false),
  esm('@testing-library/react', 'dist/@testing-library/react.esm.js'),
  esm('react-router', 'dist/development/index.mjs'),
  esm('lucide-react', 'dist/esm/lucide-react.mjs'),
];
export const inlinedForPreact = [
  /@testing-library\/react/,
  /react-router/,
  /radix-ui/,
  /@radix-ui/,
  /@tanstack\/react-query/,
  /lucide-react/,
  /react-hook-form/,
  /@hookform/,
  /@floating-ui/,
  /react-remove-scroll/,
  /react-style-singleton/,
  /use-callback-ref/,
  /use-sidecar/,
  /aria-hidden/,
];
