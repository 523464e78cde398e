import { useEffect, useState } from 'react';

/** A price the visitor saw on the summary, then the price after a changed answer (cents). */
export type PriceChange = { readonly before: number; readonly after: number };

const STORAGE_PREFIX = 'souscrire.check-answers.price.';

/** The tab's storage, or null where the browser refuses it (private modes, blocked storage). */
function tabStorage(): Storage | null {
  try {
    return globalThis.sessionStorage ?? null;
  } catch {
    return null;
  }
}

/**
 * The last price shown on the summary for a prospect, remembered for the tab's life (a reload on the way back
 * from a Change keeps it), and the change when the price now shown differs ('a changed answer that
 * moves the price says so'). The first visit, and a price that did not move, answer null.
 *
 * @example
 * const change = useSeenPrice(prospectId, offer.price?.total.amount);
 * if (change) announce(change.before, change.after);
 */
export function useSeenPrice(prospectId: string, price: number | undefined): PriceChange | null {
  const [change, setChange] = useState<PriceChange | null>(null);
  useEffect(() => {
    if (price === undefined) return;
    const storage = tabStorage();
    const key = `${STORAGE_PREFIX}${prospectId}`;
    const before = Number(storage?.getItem(key) ?? Number.NaN);
    try {
      storage?.setItem(key, String(price));
    } catch {
      // A full or refused storage only loses the message, never the page.
    }
    if (Number.isFinite(before) && before !== price) setChange({ before, after: price });
  }, [prospectId, price]);
  return change;
}
