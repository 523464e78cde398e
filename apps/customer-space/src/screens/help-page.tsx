import type { Locale } from '@souscrire/i18n';
import { useIntl } from '@souscrire/i18n/react';
import { Heading } from '@souscrire/ui/heading';
import { Link } from '@souscrire/ui/link';
import { useEffect, useRef } from 'react';
import { MESSAGES } from '../app/message-ids.ts';
import { spacePath } from '../router/space-route.ts';

/** Props of {@link HelpPage}. */
export type HelpPageProps = {
  locale: Locale;
  /** The brand's name, which the page gives when there is no number to call. */
  brand: string;
  /** The advisers' number from the runtime configuration (the tenant's, else the deployment's). */
  phone: string | undefined;
};

/**
 * Help, with or without a session: the tenant's advisers, whose number is a phone link, as the journey's
 * "Need help" gives it; without a number, the footer's links (questions, contact) are the way. Never a dead
 * end: a link leads back to the contracts. Arriving, the focus moves to the heading, as the journey's screens do
 * (a keyboard or screen reader user starts at what changed).
 *
 * @example
 * <HelpPage locale="fr-FR" brand="MAIF" phone="01 23 45 67 89" />
 */
export function HelpPage({ locale, brand, phone }: HelpPageProps) {
  const intl = useIntl();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <section className="sc-space-help" aria-labelledby="sc-space-help-title">
      <Heading level={1} id="sc-space-help-title" ref={heading} tabIndex={-1}>
        {intl.formatMessage({ id: MESSAGES.helpTitle })}
      </Heading>
      <p>
        {phone ? (
          <Link href={`tel:${phone.replaceAll(' ', '')}`} variant="standalone">
            {intl.formatMessage({ id: MESSAGES.helpPhone }, { phone })}
          </Link>
        ) : (
          intl.formatMessage({ id: MESSAGES.helpNoPhone }, { brand })
        )}
      </p>
      <p>
        <Link href={spacePath(locale, 'contracts')} variant="standalone">
          {intl.formatMessage({ id: MESSAGES.notFoundBack })}
        </Link>
      </p>
    </section>
  );
}
