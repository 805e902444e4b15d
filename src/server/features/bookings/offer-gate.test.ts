import { describe, expect, it } from 'vitest';
import type { SeatState } from './book-seats';
import { OfferGate } from './offer-gate';

const full: SeatState = { seatsLeft: 0, activeChildIds: new Set(['a']) };

/** A promise and its resolver, to hold a booking inside the gate until the test lets it go. */
function latch() {
  let open = () => {};
  const opened = new Promise<void>((resolve) => {
    open = resolve;
  });
  return { open, opened };
}

describe('OfferGate', () => {
  it('runs the bookings of one offer one at a time, in arrival order, and other offers beside them', async () => {
    const gate = new OfferGate();
    const log: string[] = [];
    const first = latch();
    const a1 = gate.pass('training:1', async () => {
      log.push('a1 start');
      await first.opened;
      log.push('a1 end');
    });
    const a2 = gate.pass('training:1', async () => {
      log.push('a2');
    });
    const b1 = gate.pass('camp:1', async () => {
      log.push('b1');
    });
    await b1;
    expect(log).toEqual(['a1 start', 'b1']);
    first.open();
    await Promise.all([a1, a2]);
    expect(log).toEqual(['a1 start', 'b1', 'a1 end', 'a2']);
  });

  it('tells a waiting request what the booking before it saw, and a later one nothing', async () => {
    const gate = new OfferGate();
    const first = latch();
    const seen: (SeatState | undefined)[] = [];
    const holder = gate.pass('training:1', async (state, publish) => {
      seen.push(state);
      await first.opened;
      publish(full);
    });
    const waiter = gate.pass('training:1', async (state) => {
      seen.push(state);
    });
    first.open();
    await Promise.all([holder, waiter]);
    // Nobody waits any more: the next request reads the seats afresh.
    await gate.pass('training:1', async (state) => {
      seen.push(state);
    });
    expect(seen).toEqual([undefined, full, undefined]);
  });

  it('does not hand a state seen before a request arrived to it, even while others still wait', async () => {
    const gate = new OfferGate();
    const first = latch();
    const second = latch();
    const seen: (SeatState | undefined)[] = [];
    const holder = gate.pass('camp:7', async (_state, publish) => {
      publish(full);
      await first.opened;
    });
    const early = gate.pass('camp:7', async (state) => {
      seen.push(state);
      await second.opened;
    });
    first.open();
    await holder;
    // `early` holds the gate now; this one arrives after the state was published.
    const late = gate.pass('camp:7', async (state) => {
      seen.push(state);
    });
    second.open();
    await Promise.all([early, late]);
    expect(seen).toEqual([full, undefined]);
  });

  it('lets the next booking through when one fails', async () => {
    const gate = new OfferGate();
    const failing = gate.pass('training:2', async () => {
      throw new Error('refused');
    });
    const next = gate.pass('training:2', async () => 'booked');
    await expect(failing).rejects.toThrow('refused');
    await expect(next).resolves.toBe('booked');
  });
});
