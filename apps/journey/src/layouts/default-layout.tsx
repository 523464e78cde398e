import { LayoutShell } from '@souscrire/ui/layout-shell';
import type { ReactNode } from 'react';
import { useText } from '../app/use-text.ts';
import { LanguageSwitcher } from './language-switcher.tsx';
import { InLayout } from './layout-context.ts';
import { SiteFooter } from './site-footer.tsx';
import { SiteLogo } from './site-logo.tsx';

/**
 * The default layout: header (logo, languages), the page, footer. The router renders its routes in
 * it (`DefaultLayoutOutlet`), the home page's first view its screen, and a loading subscription the shape of
 * its frame (`sidebar`: the sidebar's column, see PendingFrame).
 */
export function DefaultLayout({ children, sidebar }: { children: ReactNode; sidebar?: ReactNode }) {
  const t = useText();
  return (
    <LayoutShell
      logo={<SiteLogo />}
      headerActions={<LanguageSwitcher />}
      sidebar={sidebar}
      footer={<SiteFooter />}
      skipLinkLabel={t('layout.skip-link')}
    >
      <div className="sc-page" data-outlet>
        <InLayout value>{children}</InLayout>
      </div>
    </LayoutShell>
  );
}
