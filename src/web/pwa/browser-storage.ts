// localStorage that never throws: Safari's private mode and blocked storage must not break a banner.
//
// Each key is read from the storage once and then kept in memory (issue 26: a CPU profile of /schedule found the
// banners reading the same keys over and over, 43 ms on a fast machine): a write here updates the memory, and a
// write in another tab reaches it through the `storage` event, which the browser sends to every other tab.

const remembered = new WeakMap<Storage, Map<string, string | null>>();

function memoryOf(storage: Storage): Map<string, string | null> {
  let memory = remembered.get(storage);
  if (!memory) {
    memory = new Map();
    remembered.set(storage, memory);
  }
  return memory;
}

function onStorageEvent(event: StorageEvent): void {
  const memory = event.storageArea && remembered.get(event.storageArea);
  if (!memory) return;
  // No key: the other tab cleared the storage.
  if (event.key === null) memory.clear();
  else memory.set(event.key, event.newValue);
}

let listening = false;

function listenToOtherTabs(): void {
  if (listening || typeof window === 'undefined') return;
  listening = true;
  window.addEventListener('storage', onStorageEvent);
}

export function readStored(key: string, storage: Storage | undefined = globalStorage()): string | null {
  if (!storage) return null;
  const memory = memoryOf(storage);
  if (memory.has(key)) return memory.get(key) ?? null;
  let value: string | null;
  try {
    value = storage.getItem(key);
  } catch {
    return null;
  }
  listenToOtherTabs();
  memory.set(key, value);
  return value;
}

export function writeStored(
  key: string,
  value: string,
  storage: Storage | undefined = globalStorage(),
): void {
  if (!storage) return;
  // Remembered even when storing fails: this page keeps the parent's choice until it is left.
  memoryOf(storage).set(key, value);
  try {
    storage.setItem(key, value);
  } catch {
    // Without storage the banner simply comes back on the next visit.
  }
}

/**
 * Forgets what was read, so the next read asks the storage again: for tests, which change localStorage directly
 * between renders (the app itself writes only through writeStored).
 */
export function forgetStoredReads(storage: Storage | undefined = globalStorage()): void {
  if (storage) remembered.delete(storage);
}

/** A stored epoch-milliseconds number, or null when missing or garbled. */
export function readStoredTime(key: string, storage?: Storage): number | null {
  const raw = readStored(key, storage);
  if (raw === null || raw.trim() === '') return null;
  const value = Number(raw);
  return Number.isFinite(value) ? value : null;
}

let globalStorageRead = false;
let theGlobalStorage: Storage | undefined;

/** The page's localStorage, looked up once (touching it throws where storage is blocked). */
function globalStorage(): Storage | undefined {
  if (globalStorageRead) return theGlobalStorage;
  globalStorageRead = true;
  try {
    theGlobalStorage = typeof localStorage === 'undefined' ? undefined : localStorage;
  } catch {
    theGlobalStorage = undefined;
  }
  return theGlobalStorage;
}
