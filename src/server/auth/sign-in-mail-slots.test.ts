import fc from 'fast-check';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createMailSlots, type MailSlot } from './sign-in-mail-slots';

const TIMES = { stallMs: 10_000, maxWaitMs: 30_000 };

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

/** Lets the promises settled so far run their callbacks. */
const flush = () => vi.advanceTimersByTimeAsync(0);

describe('createMailSlots', () => {
  it('never has more than its limit taken, and hands freed slots to the waiting requests in the order they came', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 1, max: 5 }),
        fc.array(fc.oneof(fc.constant('ask' as const), fc.nat({ max: 9 })), { maxLength: 60 }),
        async (limit, steps) => {
          const slots = createMailSlots(limit, TIMES);
          const held: MailSlot[] = [];
          const granted: number[] = [];
          let asked = 0;
          for (const step of steps) {
            if (step === 'ask') {
              const n = asked++;
              void slots.acquire().then((slot) => {
                if (!slot) throw new Error('no slot without a stall');
                granted.push(n);
                held.push(slot);
              });
            } else if (held.length > 0) {
              held.splice(step % held.length, 1)[0]?.release();
            }
            await flush();
            expect(slots.state.taken).toBe(held.length);
            expect(held.length).toBeLessThanOrEqual(limit);
            // Nobody waits while a slot is free.
            if (slots.state.waiting > 0) expect(held.length).toBe(limit);
          }
          expect(granted).toEqual([...granted].sort((a, b) => a - b));
          expect(granted.length + slots.state.waiting).toBe(asked);
        },
      ),
      { numRuns: 200 },
    );
  });

  it('keeps the requests waiting while codes go out, and lets them go without a slot once none has gone for stallMs', async () => {
    const slots = createMailSlots(1, TIMES);
    const first = await slots.acquire();
    const second = slots.acquire();
    const third = slots.acquire();
    // Progress before the stall: the next in line gets the freed slot, the last keeps waiting.
    await vi.advanceTimersByTimeAsync(TIMES.stallMs - 1);
    first?.release();
    expect(await second).not.toBeNull();
    await vi.advanceTimersByTimeAsync(TIMES.stallMs - 1);
    expect(slots.state).toEqual({ taken: 1, waiting: 1 });
    // Nothing freed for stallMs: the waiting request goes on without a slot.
    await vi.advanceTimersByTimeAsync(1);
    expect(await third).toBeNull();
    expect(slots.state).toEqual({ taken: 1, waiting: 0 });
  });

  it('lets a request go without a slot after maxWaitMs, however the queue moves', async () => {
    const slots = createMailSlots(1, { stallMs: 1000, maxWaitMs: 2500 });
    const holder = await slots.acquire();
    const [first, second, third] = [slots.acquire(), slots.acquire(), slots.acquire()];
    // A slot freed every 900 ms: never a stall, but the third has waited 2.5 s before its turn comes.
    await vi.advanceTimersByTimeAsync(900);
    holder?.release();
    const firstSlot = await first;
    expect(firstSlot).not.toBeNull();
    await vi.advanceTimersByTimeAsync(900);
    firstSlot?.release();
    expect(await second).not.toBeNull();
    await vi.advanceTimersByTimeAsync(699);
    expect(slots.state).toEqual({ taken: 1, waiting: 1 });
    await vi.advanceTimersByTimeAsync(1);
    expect(await third).toBeNull();
    expect(slots.state).toEqual({ taken: 1, waiting: 0 });
  });

  it('is idle once no slot is taken or asked for; an idle wait ends after its own time at the latest', async () => {
    const slots = createMailSlots(2, TIMES);
    await expect(slots.idle(1000)).resolves.toBeUndefined();
    const a = await slots.acquire();
    const b = await slots.acquire();
    let idle = false;
    void slots.idle(60_000).then(() => (idle = true));
    a?.release();
    await flush();
    expect(idle).toBe(false);
    b?.release();
    b?.release();
    await flush();
    expect(idle).toBe(true);
    expect(slots.state).toEqual({ taken: 0, waiting: 0 });

    await slots.acquire();
    let bounded = false;
    void slots.idle(2000).then(() => (bounded = true));
    await vi.advanceTimersByTimeAsync(1999);
    expect(bounded).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(bounded).toBe(true);
  });
});
