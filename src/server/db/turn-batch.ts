// Reads asked for within one turn of the event loop, answered by one statement (decision 031): under a rush each
// round trip to PostgreSQL is shared by every request of that turn; a request alone waits for nothing but the turn.
// Every read still starts after the request that asked for it arrived.

type BatchRead<K, V> = (keys: K[]) => Promise<Map<K, V>>;

interface Batch<K, V> {
  waiting: Map<K, ((value: V | undefined) => void)[]>;
  failed: ((error: unknown) => void)[];
}

/** `load(key)` for many keys in one turn becomes one `read(keys)`; a key the read does not answer is undefined. */
export function batchedByTurn<K, V>(read: BatchRead<K, V>): (key: K) => Promise<V | undefined> {
  let open: Batch<K, V> | undefined;
  return (key) => {
    if (!open) {
      const batch: Batch<K, V> = { waiting: new Map(), failed: [] };
      open = batch;
      setImmediate(() => {
        open = undefined;
        void answer(read, batch);
      });
    }
    const batch = open;
    return new Promise((resolve, reject) => {
      const list = batch.waiting.get(key);
      if (list) list.push(resolve);
      else batch.waiting.set(key, [resolve]);
      batch.failed.push(reject);
    });
  };
}

async function answer<K, V>(read: BatchRead<K, V>, batch: Batch<K, V>): Promise<void> {
  let found: Map<K, V>;
  try {
    found = await read([...batch.waiting.keys()]);
  } catch (error) {
    for (const reject of batch.failed) reject(error);
    return;
  }
  for (const [key, resolvers] of batch.waiting) {
    const value = found.get(key);
    for (const resolve of resolvers) resolve(value);
  }
}
