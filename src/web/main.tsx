import './lib/zod-without-eval';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { startPwa } from './app/pwa/pwa-runtime';
import './styles.css';

startPwa();

// The first render as a transition: React renders it in slices of a few milliseconds and lets the browser in between,
// where a plain render is one task of several hundred milliseconds on a phone (Lighthouse's total blocking time).
// The static top bar of index.html stays until the first render is done.
const root = createRoot(document.getElementById('root')!);
startTransition(() => {
  root.render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
});
