/**
 * Lets the pages shown after a navigation fade in (about 100 ms of page transition; layout.css). The
 * page a visit lands on is painted at once: a page fading in from transparent is not painted, for the
 * browser's largest contentful paint, until the main thread is free for the next frames, and the
 * home page arrives rendered by the server.
 *
 * @example
 * router.subscribe('onBeforeLoad', (event) => { if (event.fromLocation) markNavigated(); });
 */
export function markNavigated(): void {
  document.documentElement.dataset.navigated = '';
}
