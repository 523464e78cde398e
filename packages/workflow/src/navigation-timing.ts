/** Delay before the page outlet scrolls smoothly to the top after a navigation, in ms. */
export const SCROLL_DELAY_MS = 700;

/** Minimum time between two forced page reloads (the page reload guard), in ms. */
export const PAGE_RELOAD_GUARD_MS = 10_000;

/** Delay before prefetching the next page's payload, on connections that are not slow, in ms. */
export const PREFETCH_DELAY_MS = 1000;

/** How long a page transition is awaited before the next screen shows (about 100 ms). */
export const PAGE_TRANSITION_WAIT_MS = 100;
