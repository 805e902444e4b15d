import { type DehydratedState, hydrate, type QueryClient } from '@tanstack/react-query';

// The answers a server-rendered first view was drawn with travel in the page, so the browser draws the same and asks
// for none of them again. A data block (`<script type="application/json">`), never run as a script: the CSP keeps
// script-src to our own files without a nonce (decision 045).

export const HANDOVER_ELEMENT_ID = 'first-view-answers';

/** The data block's text: JSON with every `<` escaped, so no answer can end the element or open a comment. */
function handoverJson(state: DehydratedState): string {
  return JSON.stringify(state)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

export function handoverElement(state: DehydratedState): string {
  return `<script type="application/json" id="${HANDOVER_ELEMENT_ID}">${handoverJson(state)}</script>`;
}

/**
 * Puts the page's answers into the client when the page was rendered on the server; false when it was not (the
 * service worker's offline shell, a page the server does not render), and the app renders from scratch.
 *
 * The answers count as arriving with the page, not when the server read them: a server's clock says nothing about
 * this device's, and a query that is asked again whenever a view opens would otherwise ask again at once.
 */
export function takeHandover(client: QueryClient, doc: Document = document): boolean {
  const element = doc.getElementById(HANDOVER_ELEMENT_ID);
  if (!element?.textContent) return false;
  let state: DehydratedState;
  try {
    state = JSON.parse(element.textContent) as DehydratedState;
  } catch {
    return false;
  }
  const arrived = Date.now();
  hydrate(client, {
    ...state,
    queries: state.queries.map((query) => ({ ...query, state: { ...query.state, dataUpdatedAt: arrived } })),
  });
  return true;
}
