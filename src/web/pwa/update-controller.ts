import { SW_MESSAGES } from './sw-messages';
import { isUpdateAvailable } from './update-rule';

// The update flow around our service worker: find out whether a new version is ready (on load, when a new worker
// has installed, and on demand from the profile), and switch to it when the parent asks. A small external store,
// so the banner in the shell and the profile section show the same state.

interface UpdateState {
  runningVersion: string;
  servedVersion: string | null;
  hasWaitingWorker: boolean;
  available: boolean;
  /** The banner was closed for this served version. */
  dismissed: boolean;
  checking: boolean;
}

type CheckResult = 'available' | 'up-to-date';

/** The parts of ServiceWorkerRegistration we use; tests pass a stand-in. */
export interface RegistrationLike extends EventTarget {
  installing: ServiceWorkerLike | null;
  waiting: ServiceWorkerLike | null;
  update(): Promise<unknown>;
}

export interface ServiceWorkerLike extends EventTarget {
  state: string;
  postMessage(message: unknown): void;
}

interface UpdateControllerDeps {
  runningVersion: string;
  /** The version the server serves (the version check's latestVersion). */
  fetchServedVersion: () => Promise<string>;
  /** Fires when another worker takes control of the page (navigator.serviceWorker's controllerchange). */
  onControllerChange: (listener: () => void) => void;
  reload: () => void;
  /** How long a new worker may take to install, and the page to hand over. */
  timeoutMs?: number;
}

export class ReloadFailedError extends Error {
  constructor() {
    super('The new version did not take over');
    this.name = 'ReloadFailedError';
  }
}

function settled(worker: ServiceWorkerLike, timeoutMs: number): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer);
      worker.removeEventListener('statechange', onChange);
      resolve();
    };
    const onChange = () => {
      if (worker.state !== 'installing') done();
    };
    const timer = setTimeout(done, timeoutMs);
    worker.addEventListener('statechange', onChange);
    onChange();
  });
}

export function createUpdateController(deps: UpdateControllerDeps) {
  const timeoutMs = deps.timeoutMs ?? 15_000;
  let registration: RegistrationLike | null = null;
  let dismissedFor: string | null = null;
  let reloadRequested = false;
  const initial: UpdateState = {
    runningVersion: deps.runningVersion,
    servedVersion: null,
    hasWaitingWorker: false,
    available: false,
    dismissed: false,
    checking: false,
  };
  let state = initial;
  const listeners = new Set<() => void>();

  function set(patch: Partial<UpdateState>) {
    const next = { ...state, ...patch };
    next.hasWaitingWorker = Boolean(registration?.waiting);
    next.available = isUpdateAvailable(next);
    next.dismissed = next.servedVersion !== null && next.servedVersion === dismissedFor;
    state = next;
    for (const listener of listeners) listener();
  }

  deps.onControllerChange(() => {
    // Only a switch the parent asked for reloads; the first install taking control of the page must not.
    if (reloadRequested) deps.reload();
  });

  async function check(options: { fetchWorker: boolean }): Promise<CheckResult> {
    set({ checking: true });
    try {
      if (registration && options.fetchWorker) await registration.update();
      const installing = registration?.installing;
      if (installing) await settled(installing, timeoutMs);
      const servedVersion = await deps.fetchServedVersion();
      set({ servedVersion, checking: false });
      return state.available ? 'available' : 'up-to-date';
    } catch (error) {
      set({ checking: false });
      throw error;
    }
  }

  return {
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    getSnapshot: () => state,
    /** The state before anything is known, as a page drawn on the server shows it (decision 045). */
    getInitialSnapshot: () => initial,

    /** Follows a registration: a worker that finishes installing later shows the banner without a reload. */
    attach(next: RegistrationLike) {
      registration = next;
      next.addEventListener('updatefound', () => {
        const worker = next.installing;
        if (!worker) return;
        void settled(worker, timeoutMs).then(() => check({ fetchWorker: false }).catch(() => undefined));
      });
      set({});
    },

    /** On load: the browser fetches sw.js itself when the page opens. */
    checkOnLoad: () => check({ fetchWorker: false }),
    /** "Nach Updates suchen": asks the server for sw.js and the version check now. */
    checkNow: () => check({ fetchWorker: true }),

    /** "Jetzt aktualisieren": the waiting worker takes over, then the page reloads into the new version. */
    async apply(): Promise<void> {
      const waiting = registration?.waiting;
      if (!waiting) {
        deps.reload();
        return;
      }
      reloadRequested = true;
      const handedOver = new Promise<boolean>((resolve) => {
        const timer = setTimeout(() => resolve(false), timeoutMs);
        deps.onControllerChange(() => {
          clearTimeout(timer);
          resolve(true);
        });
      });
      waiting.postMessage({ type: SW_MESSAGES.skipWaiting });
      if (!(await handedOver)) {
        reloadRequested = false;
        throw new ReloadFailedError();
      }
    },

    dismiss() {
      dismissedFor = state.servedVersion;
      set({});
    },
  };
}

export type UpdateController = ReturnType<typeof createUpdateController>;
