import type { CoreApiClient } from '@souscrire/core-api';
import type { ClientSession } from '@souscrire/core-api/client-session';
import type { ModalLayer } from '@souscrire/ui/modal-layer';
import type { Toasts } from '@souscrire/ui/toast';
import type { QueryClient } from '@tanstack/react-query';
import type { Analytics } from '../analytics/analytics.ts';
import type { JourneyConfig } from '../config/journey-config.ts';
import type { Monitoring } from '../monitoring/monitoring.ts';
import type { VersionWatcher } from '../runtime/version-watcher.ts';
import type { I18nStore } from './i18n-store.ts';
import type { NavigationCounter } from './navigation-counter-store.ts';
import type { ShellState } from './shell-state.ts';

/**
 * Everything the routes need, handed to the router as its context: configuration, server state, session,
 * analytics and the browser's edges. Tests build one with fakes.
 */
export type JourneyServices = {
  readonly config: JourneyConfig;
  readonly queryClient: QueryClient;
  readonly session: ClientSession;
  readonly analytics: Analytics;
  /** Error reporting: a no-op without a DSN in the configuration. */
  readonly monitoring: Monitoring;
  readonly modals: ModalLayer;
  readonly toasts: Toasts;
  readonly versionWatcher: VersionWatcher;
  readonly navigation: NavigationCounter;
  readonly shell: ShellState;
  readonly i18n: I18nStore;
  /** The core client of a tenant (one per tenant, made on first use). */
  readonly clientFor: (tenant: string) => CoreApiClient;
  /** The host name the page was loaded from (tenant resolution). */
  readonly host: string;
  /** Reads `document.cookie`. */
  readonly readCookies: () => string;
  /** Writes one cookie string to `document.cookie`. */
  readonly writeCookie: (cookie: string) => void;
  /** The browser's preferred languages, best first. */
  readonly browserLanguages: readonly string[];
  /**
   * The referrer of the app's first page view: the browser's, or the home page's address when the app takes
   * over from the home page's first view.
   */
  readonly entryReferrer: string;
};
