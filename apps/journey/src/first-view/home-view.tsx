import type { Locale } from '@souscrire/i18n';
import { Component, type ReactNode, StrictMode, useEffect, useRef } from 'react';
import type { Frame, PageLocation } from '../app/frame-context.ts';
import type { ActiveMessages } from '../app/i18n-store.ts';
import type { Product } from '../core/journey-api.ts';
import { ErrorPanel } from '../errors/error-panel.tsx';
import { DebugPanel } from '../layouts/debug-panel.tsx';
import { DefaultLayout } from '../layouts/default-layout.tsx';
import { useDressedDocument } from '../layouts/dress-document.ts';
import { FrameBase } from '../layouts/frame-base.tsx';
import { PageDescription } from '../layouts/page-description.tsx';
import { HomeScreen } from '../screens/home/home-screen.tsx';

/**
 * The id of the `<script type="application/json">` in which the server hands the home page's data to the
 * browser that hydrates it (a data block: no script runs, so the page's CSP needs nothing for it).
 */
export const HOME_VIEW_DATA_ID = 'sc-home-data';

/**
 * What the server hands to the browser with a server-rendered home page: what it rendered from. The browser
 * hydrates the page only when its own configuration gives the same tenant and environment (a configuration
 * replaced between the page and `config.json` is rendered afresh).
 */
export type HomeViewData = {
  readonly tenant: string;
  readonly environment: string;
  readonly catalogue: readonly Product[];
};

/** The home page's own error boundary: a render that throws shows the generic fatal page and is reported. */
class FirstViewErrorBoundary extends Component<
  { onError: (error: unknown) => void; children: ReactNode },
  { failed: boolean }
> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override componentDidCatch(error: unknown) {
    console.error(error);
    this.props.onError(error);
  }
  override render() {
    return this.state.failed ? <ErrorPanel kind="generic" /> : this.props.children;
  }
}

function HomePage({
  catalogue,
  locale,
  onShown,
}: {
  catalogue: readonly Product[];
  locale: Locale;
  onShown: () => void;
}) {
  useDressedDocument('home.title');
  // After the document's effects above, so the page has its title; once, as StrictMode runs effects twice.
  const shown = useRef(false);
  useEffect(() => {
    if (shown.current) return;
    shown.current = true;
    onShown();
  }, [onShown]);
  return (
    <>
      <PageDescription />
      <DefaultLayout>
        <HomeScreen catalogue={catalogue} />
      </DefaultLayout>
      <DebugPanel route="home" params={{ locale }} />
    </>
  );
}

/**
 * The home page without the router: the frame's header, footer and language links around the home
 * screen, with the home page's messages. The browser's first view renders it, and the web server renders the
 * same tree to HTML ahead of the code (`render-home-page.tsx`), which the browser then hydrates: both sides
 * must give it the same props.
 */
export function HomeView({
  active,
  frame,
  location,
  catalogue,
  onShown,
  onError,
}: {
  active: ActiveMessages;
  frame: Frame;
  location: PageLocation;
  catalogue: readonly Product[];
  /** Called once the page is on screen with its title (the page view). */
  onShown: () => void;
  /** A render that failed (reported). */
  onError: (error: unknown) => void;
}) {
  return (
    <StrictMode>
      <FrameBase active={active} frame={frame} location={location}>
        <FirstViewErrorBoundary onError={onError}>
          <HomePage catalogue={catalogue} locale={active.locale} onShown={onShown} />
        </FirstViewErrorBoundary>
      </FrameBase>
    </StrictMode>
  );
}
