import { Outlet } from '@tanstack/react-router';
import { InLayout } from './layout-context.ts';
import { SiteFooter } from './site-footer.tsx';
import { SiteHeader } from './site-header.tsx';

/** The default layout (spec 2): header, the page, footer. */
export function DefaultLayout() {
  return (
    <div className="sc-layout sc-layout--default">
      <SiteHeader />
      <main id="main" className="sc-layout__main" data-outlet tabIndex={-1}>
        <InLayout value>
          <Outlet />
        </InLayout>
      </main>
      <SiteFooter />
    </div>
  );
}
