import { localizedPath } from '@souscrire/i18n';
import { useConfirm } from '@souscrire/ui/confirm-dialog';
import { Outlet, useRouter } from '@tanstack/react-router';
import { MESSAGES } from '../app/message-ids.ts';
import { useText } from '../app/use-text.ts';
import { useSubscription } from '../steps/use-subscription.ts';
import { InLayout } from './layout-context.ts';
import { ProgressHeader } from './progress-header.tsx';
import { SiteFooter } from './site-footer.tsx';
import { SiteHeader } from './site-header.tsx';
import { StepNavigation } from './step-navigation.tsx';
import { SubscriptionActions } from './subscription-actions.tsx';

/**
 * The subscription layout (spec 2): the sidebar with the step labels and the three actions beside the screen;
 * on a phone, a compact progress header with a menu instead. Leaving for the home page is a sensitive action,
 * confirmed with Yes and No.
 */
export function SubscriptionLayout() {
  const t = useText();
  const router = useRouter();
  const confirm = useConfirm();
  const { locale } = useSubscription();
  const leave = async () => {
    const yes = await confirm({
      title: t(MESSAGES.leaveTitle),
      message: t(MESSAGES.leaveMessage),
      yesLabel: t(MESSAGES.yes),
      noLabel: t(MESSAGES.no),
    });
    if (yes) await router.navigate({ href: localizedPath('home', locale, {}) });
  };
  return (
    <div className="sc-layout sc-layout--subscription">
      <SiteHeader onHome={() => void leave()} />
      <ProgressHeader />
      <div className="sc-layout__body">
        <aside className="sc-sidebar" aria-label={t(MESSAGES.sidebarTitle)}>
          <StepNavigation />
          <SubscriptionActions />
        </aside>
        <main id="main" className="sc-layout__main" data-outlet tabIndex={-1}>
          <InLayout value>
            <Outlet />
          </InLayout>
        </main>
      </div>
      <SiteFooter />
    </div>
  );
}
