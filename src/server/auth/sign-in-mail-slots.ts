// How many sign-in codes this process has between their admission and their mail's delivery (decision 031). A code
// request takes a slot before it touches the database and hands it to the immediate send, which frees it once the
// mail is delivered or handed back to the queue. Under a rush the requests beyond the limit wait here, in memory and
// in order, so the answer "code sent" goes out when its mail can leave at once, instead of queueing the mails of a
// thousand answered requests behind each other (and a thousand requests' queries behind each other in the pool).

export interface MailSlot {
  /** Frees the slot; a second call does nothing. */
  release(): void;
}

export interface MailSlots {
  /**
   * A slot, in the order asked, once fewer than the limit are taken. Null when no slot was freed for `stallMs`
   * (mail is not leaving: an SMTP server that hangs) or after `maxWaitMs` in all: the request then goes on without
   * one and its mail takes the queue's way, as every mail does in an outage.
   */
  acquire(): Promise<MailSlot | null>;
  /** Resolves once no slot is taken or asked for, or after `maxWaitMs`: bulk mail lets the codes go first. */
  idle(maxWaitMs: number): Promise<void>;
  /** Slots taken and requests waiting for one. */
  readonly state: { taken: number; waiting: number };
}

interface Waiter {
  give(slot: MailSlot | null): void;
}

export function createMailSlots(limit: number, times: { stallMs: number; maxWaitMs: number }): MailSlots {
  let taken = 0;
  const waiting: Waiter[] = [];
  let idleWaiters: (() => void)[] = [];
  let stallTimer: NodeJS.Timeout | undefined;

  // Progress (a slot freed) keeps the queue waiting in order; none for stallMs lets every waiter go on without one.
  const watchStall = () => {
    clearTimeout(stallTimer);
    stallTimer =
      waiting.length > 0
        ? setTimeout(() => {
            for (const waiter of waiting.splice(0)) waiter.give(null);
            settle();
          }, times.stallMs)
        : undefined;
    stallTimer?.unref();
  };
  const settle = () => {
    if (taken > 0 || waiting.length > 0) return;
    const woken = idleWaiters;
    idleWaiters = [];
    for (const wake of woken) wake();
  };
  const take = (): MailSlot => {
    taken++;
    let released = false;
    return {
      release() {
        if (released) return;
        released = true;
        taken--;
        waiting.shift()?.give(take());
        watchStall();
        settle();
      },
    };
  };

  return {
    acquire() {
      if (taken < limit && waiting.length === 0) return Promise.resolve(take());
      return new Promise((resolve) => {
        const waiter: Waiter = {
          give(slot) {
            clearTimeout(timer);
            resolve(slot);
          },
        };
        const timer = setTimeout(() => {
          waiting.splice(waiting.indexOf(waiter), 1);
          resolve(null);
          settle();
        }, times.maxWaitMs);
        waiting.push(waiter);
        if (waiting.length === 1) watchStall();
      });
    },
    idle(maxWaitMs) {
      if (taken === 0 && waiting.length === 0) return Promise.resolve();
      return new Promise((resolve) => {
        const wake = () => {
          clearTimeout(timer);
          resolve();
        };
        const timer = setTimeout(() => {
          idleWaiters = idleWaiters.filter((w) => w !== wake);
          resolve();
        }, maxWaitMs);
        idleWaiters.push(wake);
      });
    },
    get state() {
      return { taken, waiting: waiting.length };
    },
  };
}
