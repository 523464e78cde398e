import { useThemedDocument } from '@souscrire/app-kit';
import type { Locale } from '@souscrire/i18n';
import { useIntl } from '@souscrire/i18n/react';
import { pageTitle, type Theme } from '@souscrire/theming';
import { Heading } from '@souscrire/ui/heading';
import { Link } from '@souscrire/ui/link';
import { MESSAGES } from '../app/message-ids.ts';
import { spacePath } from '../router/space-route.ts';

/** An unknown address ('Page Not Found'), with a way to the contracts. */
export function NotFoundPage({ locale, theme }: { locale: Locale; theme: Theme }) {
  const intl = useIntl();
  const title = intl.formatMessage({ id: MESSAGES.notFoundTitle });
  useThemedDocument(theme, locale, pageTitle(title, theme));
  return (
    <main className="sc-space-page">
      <Heading level={1}>{title}</Heading>
      <Link href={spacePath(locale, 'contracts')} variant="standalone">
        {intl.formatMessage({ id: MESSAGES.notFoundBack })}
      </Link>
    </main>
  );
}
