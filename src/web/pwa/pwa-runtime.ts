import { fetchVersionCheck, RUNNING_VERSION } from './app-version';
import { captureInstallPrompt } from './install-prompt';
import { createUpdateController } from './update-controller';

// The app's one update controller, and the start of the PWA parts (called once from main.tsx).

export const updates = createUpdateController({
  runningVersion: RUNNING_VERSION,
  fetchServedVersion: async () => (await fetchVersionCheck(RUNNING_VERSION)).latestVersion,
  // Also imported where no browser runs (the server's render of a first view, decision 045): no worker there.
  onControllerChange: (listener) =>
    typeof navigator === 'undefined'
      ? undefined
      : navigator.serviceWorker?.addEventListener('controllerchange', listener),
  reload: () => window.location.reload(),
});

export function startPwa(): void {
  // The running version, for support questions and the end-to-end tests.
  document.documentElement.dataset.appVersion = RUNNING_VERSION;
  captureInstallPrompt();
  // The worker exists only in the production build (vite dev serves modules it cannot precache).
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  const register = async () => {
    const registration = await navigator.serviceWorker.register('/sw.js', {
      scope: '/',
      updateViaCache: 'none',
    });
    updates.attach(registration);
    await updates.checkOnLoad();
  };
  // After the page has loaded, so the first screen does not wait for the precache downloads.
  const start = () => void register().catch((error: unknown) => console.warn('[pwa] Service Worker:', error));
  if (document.readyState === 'complete') start();
  else window.addEventListener('load', start, { once: true });
}
