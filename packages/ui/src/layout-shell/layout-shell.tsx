import type { ReactNode } from 'react';
import './layout-shell.css';

/** Props of {@link LayoutShell}. */
export interface LayoutShellProps {
  /** The tenant's logo (an `<img>` with its brand name as `alt`, often inside a home link). */
  readonly logo: ReactNode;
  /** Header content on the end side (language switch, help). */
  readonly headerActions?: ReactNode;
  /** The subscription sidebar: the stepper and its actions. Above the page on a phone. */
  readonly sidebar?: ReactNode;
  /** The page itself. */
  readonly children: ReactNode;
  readonly footer?: ReactNode;
  /** Text of the skip link ('Skip to main content'). */
  readonly skipLinkLabel: string;
  /** Id of `<main>`, target of the skip link. Default `main`. */
  readonly mainId?: string;
}

/**
 * The page frame of the default and subscription layouts: a skip link, a header with the logo,
 * an optional sidebar (a column on wide screens, above the page on a phone), the main area and the footer.
 *
 * @example
 * <LayoutShell logo={<img src={theme.logo.src} alt={theme.logo.alt} />} skipLinkLabel={t('skip')}
 *   sidebar={<Stepper ... />} footer={<Footer ... />}>
 *   <OfferScreen />
 * </LayoutShell>
 */
export function LayoutShell({
  logo,
  headerActions,
  sidebar,
  children,
  footer,
  skipLinkLabel,
  mainId = 'main',
}: LayoutShellProps): ReactNode {
  return (
    <div className="sc-layout-shell" data-sidebar={sidebar ? true : undefined}>
      <a
        className="sc-layout-shell__skip"
        href={`#${mainId}`}
        onClick={(event) => {
          // Focus main ourselves: a hash change would reach the app's router, and some browsers move
          // only the scroll position, not the focus.
          event.preventDefault();
          document.getElementById(mainId)?.focus();
        }}
      >
        {skipLinkLabel}
      </a>
      <header className="sc-layout-shell__header">
        <div className="sc-layout-shell__logo">{logo}</div>
        {headerActions ? <div className="sc-layout-shell__header-actions">{headerActions}</div> : null}
      </header>
      <div className="sc-layout-shell__body">
        {sidebar ? <div className="sc-layout-shell__sidebar">{sidebar}</div> : null}
        {/* tabIndex -1: the skip link can move focus here. */}
        <main id={mainId} className="sc-layout-shell__main" tabIndex={-1}>
          {children}
        </main>
      </div>
      {footer}
    </div>
  );
}
