import { memoryAfter } from './install-banner-rules';
import { loadInstallMemory, saveInstallMemory } from './install-memory';

// Chrome and Edge on Android offer installation through beforeinstallprompt, once, often before React has rendered:
// the event is caught at start and kept here until the banner uses it.

interface BeforeInstallPromptEvent extends Event {
  prompt(): Promise<void>;
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

let deferred: BeforeInstallPromptEvent | null = null;
const listeners = new Set<() => void>();
const notify = () => {
  for (const listener of listeners) listener();
};

export function captureInstallPrompt(target: Window = window): void {
  target.addEventListener('beforeinstallprompt', (event) => {
    // Our banner asks at a better moment than the browser's own mini-infobar.
    event.preventDefault();
    deferred = event as BeforeInstallPromptEvent;
    notify();
  });
  target.addEventListener('appinstalled', () => {
    saveInstallMemory(memoryAfter('accepted', loadInstallMemory(), Date.now()));
    deferred = null;
    notify();
  });
}

export const installPrompt = {
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
    };
  },
  available: () => deferred !== null,
  /** Shows the browser's install dialog; null when there is none to show. */
  async prompt(): Promise<'accepted' | 'dismissed' | null> {
    const event = deferred;
    if (!event) return null;
    // The event can be used once.
    deferred = null;
    notify();
    await event.prompt();
    return (await event.userChoice).outcome;
  },
};
