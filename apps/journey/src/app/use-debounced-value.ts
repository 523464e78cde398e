import { useEffect, useState } from 'react';

/**
 * The value once it has rested `delayMs` (UX: a live price without a call per click): each change restarts the
 * wait, and the last value wins. Compare by identity, so pass a memoised object.
 *
 * @example
 * const settled = useDebouncedValue(selection, 400);
 * useEffect(() => { if (settled) price(settled); }, [settled]);
 */
export function useDebouncedValue<T>(value: T, delayMs: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return settled;
}
