import { describe, expect, it } from 'vitest';
import { readStored, readStoredTime, writeStored } from './browser-storage';

const KEY = 'anpfiff.test-key';

/** A device's storage that counts what it is asked, and refuses as Safari's private mode or blocked storage do. */
function deviceStorage(initial: Record<string, string> = {}) {
  const values = new Map(Object.entries(initial));
  const device = { reads: [] as string[], refuseWrites: false, refuseReads: false };
  const storage = {
    getItem(key: string) {
      device.reads.push(key);
      if (device.refuseReads) throw new DOMException('The operation is insecure.', 'SecurityError');
      return values.get(key) ?? null;
    },
    setItem(key: string, value: string) {
      if (device.refuseWrites) throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
      values.set(key, value);
    },
    removeItem: (key: string) => values.delete(key),
    clear: () => values.clear(),
    key: (index: number) => [...values.keys()][index] ?? null,
    get length() {
      return values.size;
    },
  } satisfies Storage;
  return { storage: storage as Storage, values, device };
}

/** Another tab's write, as the browser tells this one. */
function writeInAnotherTab(storage: Storage, key: string | null, newValue: string | null) {
  window.dispatchEvent(new StorageEvent('storage', { key, newValue, storageArea: storage }));
}

describe('stored values are read from the device once', () => {
  it('asks the storage once however often a key is read', () => {
    const { storage, device } = deviceStorage({ [KEY]: '1750000000000' });
    for (let i = 0; i < 10; i++) expect(readStoredTime(KEY, storage)).toBe(1750000000000);
    expect(readStored('anpfiff.missing', storage)).toBeNull();
    expect(readStored('anpfiff.missing', storage)).toBeNull();
    expect(device.reads).toEqual([KEY, 'anpfiff.missing']);
  });

  it('reads back its own write without asking, and stores it', () => {
    const { storage, values, device } = deviceStorage();
    writeStored(KEY, 'true', storage);
    expect(readStored(KEY, storage)).toBe('true');
    expect(device.reads).toEqual([]);
    expect(values.get(KEY)).toBe('true');
  });

  it('keeps a write for this page when the device refuses to store it (private mode)', () => {
    const { storage, values, device } = deviceStorage();
    device.refuseWrites = true;
    writeStored(KEY, '42', storage);
    expect(readStoredTime(KEY, storage)).toBe(42);
    expect(values.has(KEY)).toBe(false);
  });

  it("follows another tab's writes and its clearing", () => {
    const { storage, values } = deviceStorage();
    expect(readStored(KEY, storage)).toBeNull();
    values.set(KEY, 'true');
    writeInAnotherTab(storage, KEY, 'true');
    expect(readStored(KEY, storage)).toBe('true');
    values.delete(KEY);
    writeInAnotherTab(storage, KEY, null);
    expect(readStored(KEY, storage)).toBeNull();
    writeStored(KEY, 'again', storage);
    values.clear();
    writeInAnotherTab(storage, null, null);
    expect(readStored(KEY, storage)).toBeNull();
  });

  it('answers null when the device refuses to read, and asks again next time', () => {
    const { storage, device } = deviceStorage({ [KEY]: 'true' });
    device.refuseReads = true;
    expect(readStored(KEY, storage)).toBeNull();
    device.refuseReads = false;
    expect(readStored(KEY, storage)).toBe('true');
  });
});
