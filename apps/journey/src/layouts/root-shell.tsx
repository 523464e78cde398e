import { I18nProvider } from '@souscrire/i18n/react';
import { ModalLayerProvider } from '@souscrire/ui/modal-layer';
import { ToastProvider } from '@souscrire/ui/toast';
import { QueryClientProvider } from '@tanstack/react-query';
import { Outlet, useRouter } from '@tanstack/react-router';
import { type ReactNode, useSyncExternalStore } from 'react';
import { RouterProvider as AriaRouterProvider } from 'react-aria-components';
import { MESSAGES } from '../app/message-ids.ts';
import { useServices } from '../app/use-services.ts';
import { useText } from '../app/use-text.ts';
import { DebugPanel } from './debug-panel.tsx';
import { DocumentTheme } from './document-theme.tsx';
import { NavigationEffects } from './navigation-effects.tsx';
import './layout.css';

/** The toast region, whose labels need the messages. */
function Toasts({ children }: { children: ReactNode }) {
  const t = useText();
  const { toasts } = useServices();
  return (
    <ToastProvider
      toasts={toasts}
      label={t(MESSAGES.notifications)}
      closeLabel={t(MESSAGES.close)}
      loadingLabel={t(MESSAGES.loading)}
    >
      {children}
    </ToastProvider>
  );
}

/**
 * The frame of every page (spec 2, "Other"): messages of the active locale, the tenant's theme as CSS
 * variables with its favicon and title, the toast overlay, the modal layer, the navigation behaviours and the
 * debug panel. Layouts (default, subscription) sit below it; the signature callback has none.
 */
export function RootShell() {
  const services = useServices();
  const router = useRouter();
  const active = useSyncExternalStore(services.i18n.subscribe, services.i18n.get);
  if (!active) return null;
  return (
    <I18nProvider locale={active.locale} messages={active.messages}>
      <QueryClientProvider client={services.queryClient}>
        <AriaRouterProvider
          navigate={(href: string) => router.navigate({ href })}
          useHref={(href: string) => href}
        >
          <ModalLayerProvider layer={services.modals}>
            <Toasts>
              <DocumentTheme />
              <NavigationEffects />
              <Outlet />
              <DebugPanel />
            </Toasts>
          </ModalLayerProvider>
        </AriaRouterProvider>
      </QueryClientProvider>
    </I18nProvider>
  );
}
