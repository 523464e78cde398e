import { PAGE_RELOAD_GUARD_MS } from '@souscrire/workflow';

/** The session-storage key remembering the last reload done for a chunk-load failure. */
export const CHUNK_RELOAD_KEY = 'souscrire.chunk-reload-at';

const CHUNK_ERROR =
  /Failed to fetch dynamically imported module|Importing a module script failed|error loading dynamically imported module|Unable to preload CSS/i;

/**
 * Whether an error is a failed load of a code-split chunk (typically after a new deployment removed it).
 *
 * @example
 * isChunkLoadError(new TypeError('Failed to fetch dynamically imported module: /assets/offer-1.js')); // true
 */
export function isChunkLoadError(error: unknown): boolean {
  return error instanceof Error && CHUNK_ERROR.test(error.message);
}

/**
 * Reloads the page after a chunk-load failure, at most once per guard period (10 s), so a broken
 * deployment cannot cause a reload loop. Returns whether it reloaded.
 *
 * @example
 * if (!reloadAfterChunkError({ storage: sessionStorage, now: Date.now(), guardMs: 10_000, reload })) showError();
 */
export function reloadAfterChunkError(options: {
  storage: Pick<Storage, 'getItem' | 'setItem'>;
  now: number;
  guardMs: number;
  reload: () => void;
}): boolean {
  const last = Number(options.storage.getItem(CHUNK_RELOAD_KEY) ?? Number.NaN);
  if (Number.isFinite(last) && options.now - last < options.guardMs) return false;
  options.storage.setItem(CHUNK_RELOAD_KEY, String(options.now));
  options.reload();
  return true;
}

// The answer given for each error: a screen's error page asks again at each render of the same error, and a
// render React starts and then drops (a transition, StrictMode) must not spend the one reload of the guard
// period and show the error page beside the reload it started.
const decided = new WeakMap<object, boolean>();

/**
 * In the page: reloads it after a chunk-load failure, with its session storage and its reload guard (10 s).
 * Returns whether it reloaded; any other error, or a failure within the guard, is left to the caller. Asked
 * again about the same error, it gives the same answer and does nothing more.
 *
 * @example
 * if (!reloadForChunkError(error)) throw error;
 */
export function reloadForChunkError(error: unknown, reload: () => void = () => location.reload()): boolean {
  if (!isChunkLoadError(error)) return false;
  const known = decided.get(error as Error);
  if (known !== undefined) return known;
  const answer = reloadAfterChunkError({
    storage: sessionStorage,
    now: Date.now(),
    guardMs: PAGE_RELOAD_GUARD_MS,
    reload,
  });
  decided.set(error as Error, answer);
  return answer;
}
