import { Alert } from '@souscrire/ui/alert';
import { Heading } from '@souscrire/ui/heading';
import { useEffect, useEffectEvent, useRef } from 'react';
import { useText } from '../../app/use-text.ts';
import type { CardFields, CardProvider } from './card-provider.ts';

/** Props of {@link CardFieldsSection}. */
export type CardFieldsSectionProps = {
  cardProvider: CardProvider;
  /** The page's locale and the tenant's colour, for the provider's fields. */
  locale: string;
  primaryColor: string;
  /** The fields' own error, or 'fill the card in', to show under them. */
  error: string | null;
  /** The mounted fields (null once removed): the form confirms and focuses them. */
  onFields: (fields: CardFields | null) => void;
  onComplete: (complete: boolean) => void;
  onError: (message: string) => void;
};

/**
 * Pay by card: the provider's script mounts its card fields (a frame of its own) while this section
 * is shown, with the 0 € authorisation notice.
 */
export function CardFieldsSection({
  cardProvider,
  locale,
  primaryColor,
  error,
  onFields,
  onComplete,
  onError,
}: CardFieldsSectionProps) {
  const t = useText();
  const host = useRef<HTMLDivElement>(null);
  // The form's callbacks change with each of its renders; the fields are mounted once per provider and locale.
  const fieldsChanged = useEffectEvent(onFields);
  const completeChanged = useEffectEvent(onComplete);
  const failed = useEffectEvent(onError);

  useEffect(() => {
    const element = host.current;
    if (element === null) return;
    let mounted: CardFields | null = null;
    let cancelled = false;
    completeChanged(false);
    cardProvider
      .mount(element, {
        locale,
        primaryColor,
        onReady: () => {},
        onChange: (change) => completeChanged(change.complete),
        onError: (message) => failed(message),
      })
      .then(
        (fields) => {
          if (cancelled) fields.destroy();
          else {
            mounted = fields;
            fieldsChanged(fields);
          }
        },
        () => {
          if (!cancelled) failed(t('errors.generic'));
        },
      );
    return () => {
      cancelled = true;
      mounted?.destroy();
      fieldsChanged(null);
    };
  }, [cardProvider, locale, primaryColor, t]);

  return (
    <section className="sc-payment__card">
      <Heading level={2}>{t('payment.card.title')}</Heading>
      <Alert>{t('payment.card.zero-authorisation')}</Alert>
      <div ref={host} className="sc-payment__card-fields" />
      {error !== null && (
        <Alert type="error" live>
          {error}
        </Alert>
      )}
    </section>
  );
}
