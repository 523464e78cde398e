/**
 * Resolves after `ms` milliseconds, or rejects with the signal's reason as soon as it aborts. A search waits
 * on it before calling the server, so each keystroke cancels the previous wait (debounce, UX: searches).
 */
export function searchAfterPause(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal.aborted) {
      reject(signal.reason);
      return;
    }
    const timer = setTimeout(resolve, ms);
    signal.addEventListener(
      'abort',
      () => {
        clearTimeout(timer);
        reject(signal.reason);
      },
      { once: true },
    );
  });
}
