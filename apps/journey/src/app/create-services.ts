import { createModalLayer } from '@souscrire/ui/modal-layer';
import { createToasts } from '@souscrire/ui/toast';
import { QueryClient } from '@tanstack/react-query';
import { createVersionWatcher, fetchDeployedVersion } from '../runtime/version-watcher.ts';
import type { BrowserEdges, FrameServices } from './create-frame-services.ts';
import { createI18nStore } from './i18n-store.ts';
import type { JourneyServices } from './journey-services.ts';
import { createNavigationCounter } from './navigation-counter-store.ts';

/**
 * Wires the journey's services: the frame's (`createFrameServices`, or those the home page's first view made),
 * TanStack Query, the modal layer, toasts, the version watcher and the messages.
 *
 * @example
 * const services = createServices(createFrameServices(config, session, edges), { fetch, entryReferrer: document.referrer });
 */
export function createServices(
  frame: FrameServices,
  edges: Pick<BrowserEdges, 'fetch'> & { entryReferrer: string },
): JourneyServices {
  return {
    ...frame,
    entryReferrer: edges.entryReferrer,
    queryClient: new QueryClient({
      defaultOptions: { queries: { retry: 1, refetchOnWindowFocus: false } },
    }),
    modals: createModalLayer(),
    toasts: createToasts(),
    versionWatcher: createVersionWatcher({
      current: import.meta.env.VITE_JOURNEY_VERSION,
      intervalMs: frame.config.versionPollIntervalMs,
      fetchVersion: () => fetchDeployedVersion(edges.fetch),
    }),
    navigation: createNavigationCounter(),
    i18n: createI18nStore(),
  };
}
