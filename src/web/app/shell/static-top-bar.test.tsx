import { readFileSync } from 'node:fs';
import path from 'node:path';
import { QueryClientProvider } from '@tanstack/react-query';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { brandingQueryKey } from '../../lib/branding';
import { createQueryClient } from '../../lib/query-client';
import { TopBar } from './top-bar';

// index.html paints a copy of the top bar before the app's code has run; React then draws its own in its place.
// Any difference between the two moves the page under a phone's eyes (Lighthouse's layout shift on /login was 0.069).

function reactTopBar(): string {
  const client = createQueryClient();
  client.setQueryData(brandingQueryKey, null);
  return renderToStaticMarkup(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={['/login']}>
        <TopBar me={null} sessionLoading menuOpen={false} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

function staticTopBar(): string {
  const html = readFileSync(path.resolve('src/web/index.html'), 'utf8');
  const header = /<header[\s\S]*<\/header>/.exec(html)?.[0] ?? '';
  // The HTML file is indented; React writes no whitespace between elements.
  return header.replace(/>\s+</g, '><').replace(/\s+/g, ' ');
}

describe('the static top bar of index.html', () => {
  it('is the top bar React draws while the session is unknown', () => {
    expect(staticTopBar()).toBe(reactTopBar());
  });
});
