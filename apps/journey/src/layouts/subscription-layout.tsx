import { localizedPath } from '@souscrire/i18n';
import { useConfirm } from '@souscrire/ui/confirm-dialog';
import { LayoutShell } from '@souscrire/ui/layout-shell';
import { useQuery } from '@tanstack/react-query';
import { Outlet } from '@tanstack/react-router';
import { useText } from '../app/use-text.ts';
import { journeyQueries } from '../router/journey-queries.ts';
import { useStepNavigator, useSubscription } from '../steps/step-context.ts';
import { StepProvider } from '../steps/step-provider.tsx';
import { LanguageSwitcher } from './language-switcher.tsx';
import { InLayout } from './layout-context.ts';
import { PendingFrame } from './pending-page.tsx';
import { ProgressHeader } from './progress-header.tsx';
import { SiteFooter } from './site-footer.tsx';
import { SiteLogo } from './site-logo.tsx';
import { StepNavigation } from './step-navigation.tsx';
import { SubscribedProducts } from './subscribed-products.tsx';
import { SubscriptionActions } from './subscription-actions.tsx';

/**
 * The subscription layout: the sidebar with the step labels and the three actions beside the screen;
 * on a phone, a compact progress header with a menu holding the steps and the actions instead (the kit's
 * Stepper menu holds steps only). Leaving for the home page is a sensitive action, confirmed with Yes and No.
 * The frame shows once the sidebar's product line has its answer (or failed), in the frame's shape until
 * then: the line arriving later would push the steps below it down (no layout shift). The area's
 * {@link StepProvider} gives the sidebar and the screen shown their subscription and moves.
 */
export function SubscriptionLayout() {
  return (
    <StepProvider>
      <SubscriptionPage />
    </StepProvider>
  );
}

function SubscriptionPage() {
  const t = useText();
  const { navigate } = useStepNavigator();
  const confirm = useConfirm();
  const { locale, api, tenant, prospectId } = useSubscription();
  const products = useQuery(journeyQueries.prospectProducts(api, tenant, prospectId));
  const leave = async () => {
    const yes = await confirm({
      title: t('leave.title'),
      message: t('leave.message'),
      yesLabel: t('common.yes'),
      noLabel: t('common.no'),
    });
    if (yes) await navigate(localizedPath('home', locale, {}));
  };
  if (products.isPending) return <PendingFrame sidebar />;
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
