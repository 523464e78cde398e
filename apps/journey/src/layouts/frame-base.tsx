import { I18nProvider } from '@souscrire/i18n/react';
import type { ReactNode } from 'react';
import {
  I18nProvider as AriaI18nProvider,
  RouterProvider as AriaRouterProvider,
} from 'react-aria-components';
import { type Frame, FrameContext, type PageLocation, PageLocationContext } from '../app/frame-context.ts';
import type { ActiveMessages } from '../app/i18n-store.ts';

/**
 * What the frame's shared parts need around them, with or without the router: the active locale's messages
 * (and the page's locale for react-aria: numbers, its screen-reader texts, whatever the browser's language),
 * the frame (configuration, shell, navigation), the page's address, and react-aria links that go through the
 * frame's navigation. The app's `FrameProviders` and the home page's first view both build on it.
 */
export function FrameBase({
  active,
  frame,
  location,
  children,
}: {
  active: ActiveMessages;
  frame: Frame;
  location: PageLocation;
  children: ReactNode;
}) {
  return (
    <I18nProvider locale={active.locale} messages={active.messages}>
      <AriaI18nProvider locale={active.locale}>
        <FrameContext value={frame}>
          <PageLocationContext value={location}>
            <AriaRouterProvider navigate={frame.navigate} useHref={(href: string) => href}>
              {children}
            </AriaRouterProvider>
          </PageLocationContext>
        </FrameContext>
      </AriaI18nProvider>
    </I18nProvider>
  );
}
