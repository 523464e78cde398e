import { useCallback, useEffect, useState } from 'react';

/** What {@link useCountdown} returns. */
export interface Countdown {
  /** Whole seconds left, rounded up; 0 once over. */
  readonly secondsLeft: number;
  /** Starts the countdown again from its full duration. */
  readonly restart: () => void;
}

/**
 * A countdown of `seconds` from mount, re-rendering each second. It reads the clock rather than counting
 * ticks, so a throttled background tab still shows the right time.
 */
export function useCountdown(seconds: number): Countdown {
  const [deadline, setDeadline] = useState(() => Date.now() + seconds * 1000);
  const [now, setNow] = useState(() => Date.now());
  const left = Math.max(0, deadline - now);

  useEffect(() => {
    if (left <= 0) return;
    // Wake up when the displayed second changes.
    const timer = setTimeout(() => setNow(Date.now()), left % 1000 || 1000);
    return () => clearTimeout(timer);
  }, [left]);

  const restart = useCallback(() => {
    const start = Date.now();
    setNow(start);
    setDeadline(start + seconds * 1000);
  }, [seconds]);

  return { secondsLeft: Math.ceil(left / 1000), restart };
}
