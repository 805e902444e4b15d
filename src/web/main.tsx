import './lib/zod-without-eval';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/app';
import { takeHandover } from './app/first-view/handover';
import { reportHydrationMismatch } from './app/first-view/hydration-errors';
import { queryClient } from './lib/query-client';
import { startPwa } from './pwa/pwa-runtime';
import './styles.css';

startPwa();

// A first view the server drew (decision 045) is hydrated: React takes over the HTML on screen, with the answers it
// was drawn with, and asks for none of them again. Any other page (the service worker's offline shell, a page the
// server does not draw) is rendered here; the static top bar of index.html stays until that render is done.
// Either as a transition: React works in slices of a few milliseconds and lets the browser in between, where one
// piece is one task of several hundred milliseconds on a phone (Lighthouse's total blocking time).
const container = document.getElementById('root')!;
const app = (
  <StrictMode>
    <App />
  </StrictMode>
);
if (takeHandover(queryClient)) {
  startTransition(() => {
    hydrateRoot(container, app, { onRecoverableError: reportHydrationMismatch });
  });
} else {
  const root = createRoot(container);
  startTransition(() => root.render(app));
}
