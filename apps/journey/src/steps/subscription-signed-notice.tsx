import { Heading } from '@souscrire/ui/heading';
import { useEffect, useRef } from 'react';
import { useText } from '../app/use-text.ts';
import { CustomerAreaLink } from './customer-area-link.tsx';

/**
 * Said when a write is refused because the subscription is signed (409 `subscription_signed`): nothing changed,
 * and a change is an amendment asked for from the customer space, which it links. The notice is an alert and
 * its heading takes the focus, so a screen reader says it at once.
 *
 * @example
 * {signed && <SubscriptionSignedNotice />}
 */
export function SubscriptionSignedNotice() {
  const t = useText();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <section className="sc-signed-notice" role="alert" aria-labelledby="sc-signed-notice-title">
      <Heading level={2} id="sc-signed-notice-title" ref={heading} tabIndex={-1}>
        {t('errors.subscription-signed.title')}
      </Heading>
      <p>{t('errors.subscription-signed.details')}</p>
      <CustomerAreaLink>{t('errors.subscription-signed.link')}</CustomerAreaLink>
    </section>
  );
}
