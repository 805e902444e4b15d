import './lib/zod-without-eval';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { startPwa } from './app/pwa/pwa-runtime';
import './styles.css';

startPwa();

// The static top bar of index.html stays until the first render replaces it.
createRoot(document.getElementById('root')!).render(<App />);
