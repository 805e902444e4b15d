import { act, screen, waitFor } from '@testing-library/react';
import { StrictMode } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { prerender } from 'react-dom/static';
import { BrowserRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppFrame } from './app/app';
import { HANDOVER_ELEMENT_ID, takeHandover } from './app/first-view/handover';
import { AppRoutes } from './app/routes';
import { type ApiAnswer, renderFirstView } from './entry-server';
import { createQueryClient } from './lib/query-client';
import { oneUnreadNews } from './testing/news-answers';

// A first view drawn by the server entry and hydrated in the browser (decision 045): the content is there before
// React runs, hydration finds nothing to change, and the handed-over answers are not asked for again.

const answers: Record<string, unknown> = {
  '/me': { user: null },
  '/branding': { providerName: 'Fussballschule Test' },
  '/schedule': {
    trainings: [],
    camps: [],
  },
};
const ask = async (path: string): Promise<ApiAnswer> =>
  path in answers ? { status: 200, body: answers[path] } : { status: 404, body: undefined };

let root: Root | undefined;
afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  document.body.innerHTML = '';
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

async function serverPage(path: string, askApi = ask) {
  const page = await renderFirstView(path, askApi);
  if (page.kind !== 'page') throw new Error(`not drawn: ${page.kind}`);
  // The server's renderer leaves its last task's context values (the static router's) on the context objects it
  // shares here with the browser's; an empty render of its own puts them back. Only this test runs both in one realm.
  await prerender(null);
  window.history.replaceState(null, '', path);
  document.body.innerHTML = `<div id="root">${page.rootHtml}</div>${page.handover}`;
  return page;
}

/** The browser's entry as main.tsx hydrates it, over the server's HTML in #root; mismatches are collected. */
function hydrateApp(client: ReturnType<typeof createQueryClient>, mismatches: unknown[]) {
  return hydrateRoot(
    document.getElementById('root')!,
    <StrictMode>
      <AppFrame client={client}>
        <BrowserRouter>
          <AppRoutes />
        </BrowserRouter>
      </AppFrame>
    </StrictMode>,
    { onRecoverableError: (error) => mismatches.push(error) },
  );
}

describe('a server-drawn first view', () => {
  it('shows the sign-in form before any script runs, and hydrates without a mismatch or a request', async () => {
    await serverPage('/login');
    expect(screen.getByRole('textbox', { name: /E-Mail-Adresse/ })).toBeInTheDocument();
    const drawn = document.getElementById('root')!.innerHTML;

    const client = createQueryClient();
    expect(takeHandover(client)).toBe(true);
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    const mismatches: unknown[] = [];
    const consoleErrors = vi.spyOn(console, 'error');
    await act(async () => {
      root = hydrateApp(client, mismatches);
    });
    await waitFor(() =>
      expect(screen.getByRole('heading', { level: 1, name: 'Anmelden' })).toBeInTheDocument(),
    );
    expect(mismatches).toEqual([]);
    expect(consoleErrors.mock.calls.filter((call) => /hydrat/i.test(String(call[0])))).toEqual([]);
    // The same page, inert until hydrated (a press or typed text before would be lost), its form disabled too (a
    // value set without a keystroke, by autofill, would be replaced at hydration), then answering.
    expect(drawn).toMatch(/^<div class="flex min-h-dvh flex-col" inert="">/);
    expect(drawn).toContain(' disabled=""');
    expect(document.getElementById('root')!.innerHTML).toBe(
      drawn.replace(' inert=""', '').replaceAll(' disabled=""', ''),
    );
    expect(screen.getByRole('textbox', { name: /E-Mail-Adresse/ })).toBeEnabled();
    const asked = fetchSpy.mock.calls.map((call) => String(call[0]));
    expect(asked.filter((url) => /\/api\/(me|branding)$/.test(url))).toEqual([]);
  });

  it('hydrates the sign-in page in a browser that knows passkeys, then offers the passkey', async () => {
    await serverPage('/login');
    // The server knows no browser: its page has no passkey button; this browser has passkeys.
    expect(screen.queryByRole('button', { name: /Passkey/ })).toBeNull();
    vi.stubGlobal('PublicKeyCredential', class {});
    const client = createQueryClient();
    takeHandover(client);
    const mismatches: unknown[] = [];
    await act(async () => {
      root = hydrateApp(client, mismatches);
    });
    expect(await screen.findByRole('button', { name: /Passkey/ })).toBeInTheDocument();
    expect(mismatches).toEqual([]);
  });

  it('draws a parent’s dashboard with the news, and hydrates it without a mismatch or asking for them again', async () => {
    const parentAnswers: Record<string, unknown> = {
      ...answers,
      '/me': {
        user: {
          id: 'p1',
          email: 'eltern@example.ch',
          role: 'parent',
          firstName: 'Eva',
          lastName: 'Muster',
          mobile: null,
          termsAcceptedAt: '2026-01-01T00:00:00.000Z',
          secondParentEmail: null,
          secondFactor: null,
        },
      },
      '/family/second-parent': { secondParent: { role: 'none' }, offers: [] },
      '/news': oneUnreadNews,
    };
    await serverPage('/dashboard', async (path) =>
      path in parentAnswers ? { status: 200, body: parentAnswers[path] } : { status: 404, body: undefined },
    );
    // In the page's HTML, before any script: the news (the largest part of a phone's first screen).
    expect(screen.getByRole('article', { name: 'Sommercamp' })).toBeInTheDocument();

    const client = createQueryClient();
    takeHandover(client);
    // The cards below the first screen ask for their answers: those stay unanswered here.
    const fetchSpy = vi.spyOn(globalThis, 'fetch').mockImplementation(() => new Promise(() => {}));
    const mismatches: unknown[] = [];
    await act(async () => {
      root = hydrateApp(client, mismatches);
    });
    expect(mismatches).toEqual([]);
    expect(screen.getByRole('article', { name: 'Sommercamp' })).toBeInTheDocument();
    const asked = fetchSpy.mock.calls.map((call) => String(call[0]));
    expect(asked.filter((url) => /\/api\/(me|branding|news|family\/second-parent)$/.test(url))).toEqual([]);
  });

  it('sends a signed-out visitor of the dashboard to the sign-in, as the app’s guard does', async () => {
    expect(await renderFirstView('/dashboard', ask)).toEqual({
      kind: 'redirect',
      to: '/login?redirectTo=%2Fdashboard',
    });
  });

  it('draws nothing for an address that is not a first view, or without the session’s answer', async () => {
    expect(await renderFirstView('/children', ask)).toEqual({ kind: 'not-rendered' });
    expect(await renderFirstView('/login', async () => ({ status: 503, body: undefined }))).toEqual({
      kind: 'not-rendered',
    });
  });
});

describe('the answers handed over', () => {
  it('count as just arrived, so a view that asks whenever it opens does not ask again', async () => {
    await serverPage('/schedule');
    const client = createQueryClient();
    const before = Date.now();
    expect(takeHandover(client)).toBe(true);
    const state = client.getQueryCache().find({ queryKey: ['schedule'] })?.state;
    expect(state?.data).toEqual(answers['/schedule']);
    expect(state?.dataUpdatedAt).toBeGreaterThanOrEqual(before);
  });

  it('are not there on a page the browser renders itself', () => {
    document.body.innerHTML = '<div id="root"></div>';
    expect(takeHandover(createQueryClient())).toBe(false);
    expect(document.getElementById(HANDOVER_ELEMENT_ID)).toBeNull();
  });
});
