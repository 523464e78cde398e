import { type ReactNode, startTransition, useLayoutEffect } from 'react';
import { createRoot } from 'react-dom/client';

/** Lets the container go (`inert` off) in the commit that puts React's first render in it. */
function LetGoOnceRendered({ container, children }: { container: HTMLElement; children: ReactNode }) {
  useLayoutEffect(() => {
    container.inert = false;
  }, [container]);
  return children;
}

/**
 * Renders `app` into `container` afresh, as a transition, which React renders in slices, yielding to the browser
 * between them. What the container shows until then (a page the web server rendered, `inert`) stays on screen:
 * React replaces it in the commit of its first render, and the container is let go in that commit. Emptied
 * first, the page showed no heading and no main content for as long as that render took.
 *
 * @example
 * renderAfresh(document.getElementById('root'), <App router={router} />);
 */
export function renderAfresh(container: HTMLElement, app: ReactNode): void {
  const root = createRoot(container);
  startTransition(() => root.render(<LetGoOnceRendered container={container}>{app}</LetGoOnceRendered>));
}
