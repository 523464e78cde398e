/** Whether the visitor is in a field (typing, or its list open). */
export function isTyping(): boolean {
  return document.activeElement?.matches('input, textarea, select, [contenteditable="true"]') ?? false;
}

/** How long a smooth scroll to the top may run before it is surely over. */
const SCROLL_RUN_MS = 1_500;

/**
 * Keeps the scroll events of the next two frames from everything else on the page. Stopping a smooth scroll
 * fires one last scroll event a frame later; a search field's list (react-aria closes it on any scroll around
 * it) would take it for the visitor's and close, wiping what they had just typed. Registered before that list
 * opens, this listener runs first on the window's capture phase.
 */
function hideTheStop(): void {
  const swallow = (event: Event) => event.stopImmediatePropagation();
  globalThis.addEventListener('scroll', swallow, true);
  requestAnimationFrame(() =>
    requestAnimationFrame(() => globalThis.removeEventListener('scroll', swallow, true)),
  );
}

/**
 * Scrolls the layout's outlet, else the page, to the top. A visitor who goes into a field while the smooth
 * scroll runs stops it there: a scroll under a search field closes its list and loses what was typed.
 */
export function scrollOutletToTop(): void {
  const smooth = !globalThis.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
  const behavior: ScrollBehavior = smooth ? 'smooth' : 'auto';
  const outlet = document.querySelector('[data-outlet]');
  const stop = () => {
    if (!isTyping()) return;
    document.removeEventListener('focusin', stop);
    hideTheStop();
    outlet?.scrollTo?.({ top: outlet.scrollTop, behavior: 'instant' });
    globalThis.scrollTo?.({ top: globalThis.scrollY, behavior: 'instant' });
  };
  document.addEventListener('focusin', stop);
  setTimeout(() => document.removeEventListener('focusin', stop), SCROLL_RUN_MS);
  outlet?.scrollTo?.({ top: 0, behavior });
  globalThis.scrollTo?.({ top: 0, behavior });
}
