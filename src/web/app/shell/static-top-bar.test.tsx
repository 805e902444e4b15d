import { readFileSync } from 'node:fs';
import path from 'node:path';
import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
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
  const { container } = render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={['/login']}>
        <TopBar me={null} sessionLoading menuOpen={false} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return container.innerHTML;
}

function staticTopBar(): string {
  const html = readFileSync(path.resolve('src/web/index.html'), 'utf8');
  const header = /<header[\s\S]*<\/header>/.exec(html)?.[0] ?? '';
  // The HTML file is indented; React writes no whitespace between elements.
  return header.replace(/>\s+</g, '><').replace(/\s+/g, ' ');
}

/** The markup with each element's attributes in name order: the order attributes are written in moves nothing. */
function canonical(html: string): string {
  const template = document.createElement('template');
  template.innerHTML = html;
  const write = (node: Node): string => {
    if (!(node instanceof Element)) return node.textContent ?? '';
    const attributes = [...node.attributes]
      .map((a) => ` ${a.name}="${a.value}"`)
      .sort()
      .join('');
    const tag = node.tagName.toLowerCase();
    return `<${tag}${attributes}>${[...node.childNodes].map(write).join('')}</${tag}>`;
  };
  return [...template.content.childNodes].map(write).join('');
}

describe('the static top bar of index.html', () => {
  it('is the top bar React draws while the session is unknown', () => {
    expect(canonical(staticTopBar())).toBe(canonical(reactTopBar()));
  });
});
