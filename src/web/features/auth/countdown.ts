import { useCallback, useEffect, useState } from 'react';

/** Whole seconds left until `deadline` (ms since epoch), never negative. */
export function secondsLeft(deadline: number, now: number): number {
  return Math.max(0, Math.ceil((deadline - now) / 1000));
}

/**
 * A visible countdown (the 60 s resend wait). Computed from a deadline rather than counted down tick by tick, so a
 * phone that sleeps in between shows the true rest.
 */
export function useCountdown() {
  const [deadline, setDeadline] = useState(0);
  const [now, setNow] = useState(() => Date.now());
  const remaining = secondsLeft(deadline, now);

  useEffect(() => {
    if (remaining <= 0) return;
    const timer = setInterval(() => setNow(Date.now()), 250);
    return () => clearInterval(timer);
  }, [remaining]);

  const start = useCallback((seconds: number) => {
    const at = Date.now();
    setNow(at);
    setDeadline(at + seconds * 1000);
  }, []);

  return { remaining, start };
}
