import { localizedPath } from '@souscrire/i18n';
import { useConfirm } from '@souscrire/ui/confirm-dialog';
import { LayoutShell } from '@souscrire/ui/layout-shell';
import { Outlet, useRouter } from '@tanstack/react-router';
import { useText } from '../app/use-text.ts';
import { useSubscription } from '../steps/use-subscription.ts';
import { LanguageSwitcher } from './language-switcher.tsx';
import { InLayout } from './layout-context.ts';
import { ProgressHeader } from './progress-header.tsx';
import { SiteFooter } from './site-footer.tsx';
import { SiteLogo } from './site-logo.tsx';
import { StepNavigation } from './step-navigation.tsx';
import { SubscribedProducts } from './subscribed-products.tsx';
import { SubscriptionActions } from './subscription-actions.tsx';

/**
 * The subscription layout (spec 2): the sidebar with the step labels and the three actions beside the screen;
 * on a phone, a compact progress header with a menu holding the steps and the actions instead (the kit's
 * Stepper menu holds steps only). Leaving for the home page is a sensitive action, confirmed with Yes and No.
 */
export function SubscriptionLayout() {
  const t = useText();
  const router = useRouter();
  const confirm = useConfirm();
  const { locale } = useSubscription();
  const leave = async () => {
    const yes = await confirm({
      title: t('leave.title'),
      message: t('leave.message'),
      yesLabel: t('common.yes'),
      noLabel: t('common.no'),
    });
    if (yes) await router.navigate({ href: localizedPath('home', locale, {}) });
  };
  return (
    <LayoutShell
      logo={<SiteLogo onHome={() => void leave()} />}
      headerActions={<LanguageSwitcher />}
      sidebar={
        <>
          <ProgressHeader />
          <aside className="sc-sidebar" aria-label={t('sidebar.title')}>
            <SubscribedProducts />
            <StepNavigation />
            <SubscriptionActions />
          </aside>
        </>
      }
      footer={<SiteFooter />}
      skipLinkLabel={t('layout.skip-link')}
    >
      <div className="sc-page" data-outlet>
        <InLayout value>
          <Outlet />
        </InLayout>
      </div>
    </LayoutShell>
  );
}
