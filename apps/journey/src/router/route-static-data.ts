import type { MessageId, RouteName } from '@souscrire/i18n';

declare module '@tanstack/react-router' {
  interface StaticDataRouteOption {
    /** The journey's language-independent route name (spec 2), for titles, analytics and guards. */
    routeName?: RouteName;
    /** The message id of the page title (spec 1: 'title • brand'). */
    titleMessage?: MessageId;
  }
}
