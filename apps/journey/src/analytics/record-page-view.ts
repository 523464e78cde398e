import type { Language } from '@souscrire/i18n';
import type { Analytics } from './analytics.ts';

/** What a page view says about the page beyond the browser's own facts. */
export type PageViewFacts = {
  /** The page's address in the journey (path and query). */
  url: string;
  /** The journey's page before (full address), or the browser's referrer on the first one. */
  referrer: string;
  /** The page's language ('fr'). */
  language: Language;
  /** The prospect the page is about: the visitor is identified as that prospect first. */
  prospectId?: string | undefined;
  /** The route's name, the view's tag. */
  routeName?: string | undefined;
  /** On a step's screen, the step and sub-step: the funnel report reads them. */
  data?: Record<string, unknown> | undefined;
};

/**
 * Records a page view with the tracking payload (hostname, language, screen, url, title, referrer, tag, data), once
 * the page has its title; a page about a prospect identifies the visitor as that prospect first.
 *
 * @example
 * recordPageView(analytics, { url: '/fr-FR', referrer: document.referrer, language: 'fr', routeName: 'home' });
 */
export function recordPageView(analytics: Analytics, facts: PageViewFacts): void {
  if (facts.prospectId) analytics.identify({ id: facts.prospectId, type: 'prospect' });
  analytics.page({
    hostname: location.hostname,
    language: facts.language,
    screen: `${globalThis.screen?.width ?? 0}x${globalThis.screen?.height ?? 0}`,
    url: facts.url,
    title: document.title,
    referrer: facts.referrer,
    ...(facts.routeName ? { tag: facts.routeName } : {}),
    ...(facts.data ? { data: facts.data } : {}),
  });
}
