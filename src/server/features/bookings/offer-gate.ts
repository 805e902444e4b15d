import type { SeatState } from './book-seats';

// One booking transaction per offer at a time in this process. Bookings of one offer wait for each other at the
// offer's row lock anyway (book-seats.ts); waiting here instead keeps them from holding a pooled connection while
// they wait, so the requests that can be answered without the lock (prebookSeats) still find a connection in a
// rush. Each booking that ran leaves the seats it saw under the lock (or after its commit); a request that was
// already waiting when that was seen is refused on it at once ("Ausgebucht", already registered): the seats were
// so at a moment during the request, so the answer is the one it would have had a moment earlier. Only a request
// that could still succeed goes on to the lock. Other processes on the same database are serialised by the lock.

interface Queue {
  tail: Promise<void>;
  waiting: number;
  seen?: { at: number; state: SeatState };
}

export class OfferGate {
  readonly #queues = new Map<string, Queue>();
  #ticks = 0;

  /**
   * Runs `book` when the bookings of `key` before it are done. `seen` is the latest seat state observed after this
   * request arrived (undefined when none was); `book` reports what it observes through `publish`.
   */
  async pass<T>(
    key: string,
    book: (seen: SeatState | undefined, publish: (state: SeatState) => void) => Promise<T>,
  ): Promise<T> {
    const arrived = ++this.#ticks;
    let queue = this.#queues.get(key);
    if (!queue) {
      queue = { tail: Promise.resolve(), waiting: 0 };
      this.#queues.set(key, queue);
    }
    const current = queue;
    current.waiting += 1;
    const previous = current.tail;
    let done = () => {};
    current.tail = new Promise<void>((resolve) => {
      done = resolve;
    });
    await previous;
    try {
      const seen = current.seen && current.seen.at > arrived ? current.seen.state : undefined;
      return await book(seen, (state) => {
        current.seen = { at: ++this.#ticks, state };
      });
    } finally {
      done();
      current.waiting -= 1;
      // Nobody waits: forget the offer, so a later request reads the seats afresh.
      if (current.waiting === 0) this.#queues.delete(key);
    }
  }
}
