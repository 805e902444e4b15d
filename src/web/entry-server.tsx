import type { Me } from '@domain/auth/me';
import { serverDrawnPath } from '@domain/first-views';
import { dehydrate } from '@tanstack/react-query';
import { isValidElement, StrictMode } from 'react';
import { prerender } from 'react-dom/static';
import { matchRoutes, StaticRouter } from 'react-router';
import { AppFrame } from './app/app';
import { FIRST_VIEW_ANSWERS, type FirstViewAnswer, FRAME_ANSWERS } from './app/first-view/first-view-answers';
import { handoverElement } from './app/first-view/handover';
import { decideGuard, type RouteAccess } from './app/guard';
import { AppRoutes, routes } from './app/routes';
import { createQueryClient } from './lib/query-client';
import { meQueryKey } from './lib/session';

// The server's half of the first views (decision 045): the server (src/server/first-view-pages.ts) loads this
// module from the SSR build (dist/ssr) and asks it for a first view's HTML, giving it a way to ask our own API as
// the visitor (their cookie, their address). Everything the page shows comes from those answers, so a page holds
// exactly what the API would have told this visitor, never another family's data.

/** An /api answer as the server got it for this visitor. */
export interface ApiAnswer {
  status: number;
  body: unknown;
}

type AskApi = (path: string) => Promise<ApiAnswer>;

export type FirstViewRender =
  /** The address is not a first view: the server answers with the app's plain page. */
  | { kind: 'not-rendered' }
  /** The route's guard sends this visitor elsewhere, as the app would (app/guard.ts). */
  | { kind: 'redirect'; to: string }
  /** The root element's content, the data block with the answers, and whether a user was signed in. */
  | { kind: 'page'; rootHtml: string; handover: string; signedIn: boolean };

/** Past this the server answers the plain page and the browser renders as before (a slow answer, a stuck render). */
const RENDER_LIMIT_MS = 3000;

function accessOf(pathname: string): RouteAccess {
  const matches = matchRoutes(routes, pathname) ?? [];
  for (const match of matches) {
    const element = match.route.element;
    if (isValidElement<{ access?: RouteAccess }>(element) && element.props.access)
      return element.props.access;
  }
  return 'public';
}

async function fill(
  client: ReturnType<typeof createQueryClient>,
  answers: FirstViewAnswer[],
  ask: AskApi,
): Promise<void> {
  await Promise.all(
    answers.map(async ({ queryKey, path, data }) => {
      const answer = await ask(path);
      // A refused or failed answer is not handed over: the browser asks again, as without server rendering.
      if (answer.status !== 200) return;
      client.setQueryData(queryKey, data ? data(answer.body) : answer.body);
    }),
  );
}

/** Renders the first view at `url` (path and query) with the visitor's answers, or says why not. */
export async function renderFirstView(url: string, ask: AskApi): Promise<FirstViewRender> {
  const location = new URL(url, 'http://first-view.invalid');
  const pathname = serverDrawnPath(location.pathname);
  if (!pathname) return { kind: 'not-rendered' };
  const pageAnswers = FIRST_VIEW_ANSWERS[pathname];

  const client = createQueryClient();
  await fill(client, FRAME_ANSWERS, ask);
  // Without the session's answer the browser would show its spinner first: nothing to gain from rendering.
  if (client.getQueryData(meQueryKey) === undefined) return { kind: 'not-rendered' };
  const me = client.getQueryData<Me | null>(meQueryKey) ?? null;
  const decision = decideGuard({ access: accessOf(pathname), location: `${pathname}${location.search}` }, me);
  if (decision.kind === 'redirect') return { kind: 'redirect', to: decision.to };
  await fill(client, pageAnswers, ask);

  const abort = new AbortController();
  const limit = setTimeout(() => abort.abort(new Error('first view render took too long')), RENDER_LIMIT_MS);
  let failed = false;
  try {
    const { prelude } = await prerender(
      <StrictMode>
        <AppFrame client={client}>
          <StaticRouter location={`${pathname}${location.search}`}>
            <AppRoutes />
          </StaticRouter>
        </AppFrame>
      </StrictMode>,
      {
        signal: abort.signal,
        // Everything inline, in its place: past this size React would send a boundary's content after a fallback,
        // moved in by inline scripts the page's Content-Security-Policy refuses (the visitor would see the spinner).
        progressiveChunkSize: Number.POSITIVE_INFINITY,
        // An error inside a boundary would leave it to the browser, which reports that as a hydration error: the
        // plain page is better.
        onError: () => {
          failed = true;
        },
      },
    );
    const rootHtml = await new Response(prelude).text();
    if (failed) return { kind: 'not-rendered' };
    return { kind: 'page', rootHtml, handover: handoverElement(dehydrate(client)), signedIn: me !== null };
  } catch {
    return { kind: 'not-rendered' };
  } finally {
    clearTimeout(limit);
    client.clear();
  }
}
