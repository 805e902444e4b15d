// At most `max` image renders at once: a gallery opening asks for 20 thumbnails together, and decoding 20 camera
// photos in parallel would only fight over the cores and the memory. Waiting callers are served in order.
export function createRenderLimit(max: number) {
  let active = 0;
  const waiting: (() => void)[] = [];
  return async function run<T>(task: () => Promise<T>): Promise<T> {
    if (active < max) active++;
    // The finishing task hands its slot over directly, so no newcomer can slip in between.
    else await new Promise<void>((resolve) => waiting.push(resolve));
    try {
      return await task();
    } finally {
      const next = waiting.shift();
      if (next) next();
      else active--;
    }
  };
}
