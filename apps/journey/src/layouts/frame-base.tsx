import { I18nProvider } from '@souscrire/i18n/react';
import { LinkRouterProvider } from '@souscrire/ui/link';
import type { ReactNode } from 'react';
import { type Frame, FrameContext, type PageLocation, PageLocationContext } from '../app/frame-context.ts';
import type { ActiveMessages } from '../app/i18n-store.ts';

/**
 * What the frame's shared parts need around them, with or without the router: the active locale's messages,
 * the frame (configuration, shell, navigation), the page's address, and the kit's links that go through the
 * frame's navigation. The app's `FrameProviders` (which adds react-aria's providers for the later screens) and
 * the home page's first view, which has no react-aria, both build on it.
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
      <FrameContext value={frame}>
        <PageLocationContext value={location}>
          <LinkRouterProvider navigate={frame.navigate}>{children}</LinkRouterProvider>
        </PageLocationContext>
      </FrameContext>
    </I18nProvider>
  );
}
