import { type LazyScreen, lazyScreen } from '../runtime/lazy-screen.ts';

/**
 * The subscription area's frame, its own chunk: the home page does not load it (ARCHITECTURE.md). The area
 * route renders it, and the prefetches load it ahead through its `preload()`: one place imports the module.
 *
 * @example
 * await SUBSCRIPTION_FRAME.preload();
 */
export const SUBSCRIPTION_FRAME: LazyScreen = lazyScreen(
  () => import('../layouts/subscription-layout.tsx'),
  'SubscriptionLayout',
);
