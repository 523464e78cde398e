import type { MessageId, RouteName } from '@souscrire/i18n';

declare module '@tanstack/react-router' {
  interface StaticDataRouteOption {
    /** The journey's language-independent route name, for titles, analytics and guards. */
    routeName?: RouteName;
    /** The message id of the page title ('title • brand'). */
    titleMessage?: MessageId;
  }
}
