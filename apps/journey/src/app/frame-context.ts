import { createContext, use } from 'react';
import type { JourneyConfig } from '../config/journey-config.ts';
import type { Monitoring } from '../monitoring/monitoring.ts';
import type { ShellState } from './shell-state.ts';

/**
 * What the frame's shared parts (header, language links, footer, home screen, debug panel) need from whoever
 * renders them: the configuration, the shell state, error reporting, and how to go to an address of the journey. The router
 * provides it for the whole app (`FrameProviders`); the home page's first view provides its own, before the
 * router is loaded.
 */
export type Frame = {
  readonly config: JourneyConfig;
  readonly shell: ShellState;
  /** Error reporting (the debug panel's test error). */
  readonly monitoring: Monitoring;
  /** Goes to an address of the journey (a path with its query), as a link inside the app does. */
  readonly navigate: (href: string) => void;
};

/** The page's address, for the parts that keep it across a language change. */
export type PageLocation = { readonly pathname: string; readonly search: string };

export const FrameContext = createContext<Frame | undefined>(undefined);
export const PageLocationContext = createContext<PageLocation>({ pathname: '/', search: '' });

/**
 * The frame around the page.
 *
 * @example
 * const { navigate } = useFrame();
 * navigate('/fr-FR/intent?type=product&product_slug=rc-pro');
 */
export function useFrame(): Frame {
  const frame = use(FrameContext);
  if (!frame) throw new Error('useFrame needs a FrameContext provider (FrameBase)');
  return frame;
}

/** The page's address (pathname and query string, with its '?'). */
export function usePageLocation(): PageLocation {
  return use(PageLocationContext);
}
