/** How long an announcement stays in the live region (screen readers read it once, when it arrives). */
export const ANNOUNCEMENT_MS = 7_000;

/**
 * How long a new live region waits before its first announcement: screen readers miss the text of a region
 * that appears with it (react-aria's live announcer waits as long).
 */
const NEW_REGION_MS = 100;

/** Hidden from sight, not from screen readers. */
const VISUALLY_HIDDEN =
  'position:absolute;width:1px;height:1px;margin:-1px;padding:0;border:0;overflow:hidden;clip-path:inset(50%);white-space:nowrap';

let region: HTMLElement | undefined;

/** The page's assertive live region, created once; whether it was created just now. */
function liveRegion(): { element: HTMLElement; isNew: boolean } {
  if (region?.isConnected) return { element: region, isNew: false };
  region = document.createElement('div');
  region.setAttribute('aria-live', 'assertive');
  region.setAttribute('data-sc-announcer', '');
  // What react-aria's modals and popovers leave readable when they hide the rest of the page (its own live
  // announcer and toasts): a button in a dialog is announced too.
  region.setAttribute('data-react-aria-top-layer', 'true');
  region.style.cssText = VISUALLY_HIDDEN;
  document.body.append(region);
  return { element: region, isNew: true };
}

/** Creates the live region ahead of a first announcement, so that it is read at once. */
export function prepareAnnouncer(): void {
  liveRegion();
}

/**
 * Says a text to screen readers through the page's live region (a pending button's 'Saving'). The text is the
 * announcement itself, not a reference to an element, so it means the same once the element is gone.
 *
 * @example
 * announce('Saving');
 */
export function announce(message: string): void {
  const { element, isNew } = liveRegion();
  const line = document.createElement('div');
  line.textContent = message;
  const show = () => {
    element.append(line);
    setTimeout(() => line.remove(), ANNOUNCEMENT_MS);
  };
  if (isNew) setTimeout(show, NEW_REGION_MS);
  else show();
}
