import { I18nProvider } from '@souscrire/i18n/react';
import { ModalLayerProvider } from '@souscrire/ui/modal-layer';
import { ToastProvider } from '@souscrire/ui/toast';
import { QueryClientProvider } from '@tanstack/react-query';
import { useRouter } from '@tanstack/react-router';
import { type ReactNode, useSyncExternalStore } from 'react';
import {
  I18nProvider as AriaI18nProvider,
  RouterProvider as AriaRouterProvider,
} from 'react-aria-components';
import { useServices } from '../app/use-services.ts';
import { useText } from '../app/use-text.ts';

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
 * What every page needs around it: the active locale's messages (and the page's locale for react-aria: numbers,
 * its screen-reader texts, whatever the browser's language), server state, react-aria links routed by
 * TanStack Router, the modal layer and the toast overlay (spec 2, "Other"). The root page and the root's own
 * error pages both sit in it.
 */
export function FrameProviders({ children }: { children: ReactNode }) {
  const services = useServices();
  const router = useRouter();
  const active = useSyncExternalStore(services.i18n.subscribe, services.i18n.get);
  if (!active) return null;
  return (
    <I18nProvider locale={active.locale} messages={active.messages}>
      <AriaI18nProvider locale={active.locale}>
        <QueryClientProvider client={services.queryClient}>
          <AriaRouterProvider
            navigate={(href: string) => router.navigate({ href })}
            useHref={(href: string) => href}
          >
            <ModalLayerProvider layer={services.modals}>
              <Toasts>{children}</Toasts>
            </ModalLayerProvider>
          </AriaRouterProvider>
        </QueryClientProvider>
      </AriaI18nProvider>
    </I18nProvider>
  );
}
