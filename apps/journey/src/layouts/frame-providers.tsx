import { ErrorSummaryShownContext } from '@souscrire/ui/form';
import { ModalLayerProvider } from '@souscrire/ui/modal-layer';
import { ToastProvider } from '@souscrire/ui/toast';
import { QueryClientProvider } from '@tanstack/react-query';
import { useRouter, useRouterState } from '@tanstack/react-router';
import { type ReactNode, useMemo, useSyncExternalStore } from 'react';
import {
  I18nProvider as AriaI18nProvider,
  RouterProvider as AriaRouterProvider,
} from 'react-aria-components';
import type { Frame } from '../app/frame-context.ts';
import { useServices } from '../app/use-services.ts';
import { useText } from '../app/use-text.ts';
import { pageErrors } from './error-title.ts';
import { FrameBase } from './frame-base.tsx';

function Toasts({ children }: { children: ReactNode }) {
  const t = useText();
  const { toasts } = useServices();
  return (
    <ToastProvider
      toasts={toasts}
      label={t('toast.region')}
      closeLabel={t('ui.close')}
      loadingLabel={t('ui.loading')}
    >
      {children}
    </ToastProvider>
  );
}

/**
 * What every page needs around it: the frame's base (messages, configuration and shell, the page's address,
 * the kit's links routed by TanStack Router), react-aria's locale (numbers and its screen-reader texts in the
 * page's language, whatever the browser's) and its links routed the same way (the stepper's menu), server
 * state, the modal layer, the toast overlay ("Other"), and the page title's 'Error: ' while a form shows its
 * error summary. The root page and the root's own error pages
 * both sit in it; the home page's first view needs none of react-aria's.
 */
export function FrameProviders({ children }: { children: ReactNode }) {
  const services = useServices();
  const router = useRouter();
  const active = useSyncExternalStore(services.i18n.subscribe, services.i18n.get, services.i18n.get);
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  const search = useRouterState({ select: (state) => state.location.searchStr });
  const frame = useMemo<Frame>(
    () => ({
      config: services.config,
      shell: services.shell,
      monitoring: services.monitoring,
      navigate: (href) => void router.navigate({ href }),
    }),
    [services, router],
  );
  const location = useMemo(() => ({ pathname, search }), [pathname, search]);
  if (!active) return null;
  return (
    <FrameBase active={active} frame={frame} location={location}>
      <AriaI18nProvider locale={active.locale}>
        <AriaRouterProvider navigate={frame.navigate} useHref={(href: string) => href}>
          <QueryClientProvider client={services.queryClient}>
            <ModalLayerProvider layer={services.modals}>
              <ErrorSummaryShownContext value={pageErrors.show}>
                <Toasts>{children}</Toasts>
              </ErrorSummaryShownContext>
            </ModalLayerProvider>
          </QueryClientProvider>
        </AriaRouterProvider>
      </AriaI18nProvider>
    </FrameBase>
  );
}
