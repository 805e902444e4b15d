// localStorage that never throws: Safari's private mode and blocked storage must not break a banner.

export function readStored(key: string, storage: Storage | undefined = globalStorage()): string | null {
  try {
    return storage?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

export function writeStored(
  key: string,
  value: string,
  storage: Storage | undefined = globalStorage(),
): void {
  try {
    storage?.setItem(key, value);
  } catch {
    // Without storage the banner simply comes back on the next visit.
  }
}

/** A stored epoch-milliseconds number, or null when missing or garbled. */
export function readStoredTime(key: string, storage?: Storage): number | null {
  const raw = readStored(key, storage);
  if (raw === null || raw.trim() === '') return null;
  const value = Number(raw);
  return Number.isFinite(value) ? value : null;
}

function globalStorage(): Storage | undefined {
  try {
    return typeof localStorage === 'undefined' ? undefined : localStorage;
  } catch {
    return undefined;
  }
}
