import type { Language } from '@souscrire/i18n';

/** Who the visitor is, once a route names a prospect ("identified ... as type prospect"). */
export type AnalyticsVisitor = { id: string; type: 'prospect' };

/** A page view (hostname, language, screen, url, title, referrer, optional tag and data). */
export type AnalyticsPage = {
  hostname: string;
  language: Language;
  screen: string;
  url: string;
  title: string;
  referrer: string;
  tag?: string;
  data?: Record<string, unknown>;
};

/** An event (name, data with eventType, eventCategory, eventId). */
export type AnalyticsEvent = {
  name: string;
  data: { eventType: string; eventCategory: string; eventId: string } & Record<string, unknown>;
};

/** One analytics tool. The journey talks to every enabled adapter alike. */
export type AnalyticsAdapter = {
  readonly name: string;
  identify(visitor: AnalyticsVisitor): void;
  page(page: AnalyticsPage): void;
  event(event: AnalyticsEvent): void;
};
