import { formatMoney } from '@souscrire/i18n';
import { Alert } from '@souscrire/ui/alert';
import { useText } from '../../app/use-text.ts';
import { useSubscription } from '../step-context.ts';
import type { Offer } from './offer-api.ts';

/**
 * The offer was older than its validity and the core priced it again at another yearly
 * total; the visitor is told, before anything else on the offer, what it was and what it is now (a status
 * message, announced politely). The core keeps saying so until the visitor chooses again.
 */
export function PriceChangeNotice({ change }: { change: NonNullable<Offer['price_change']> }) {
  const t = useText();
  const { locale } = useSubscription();
  const money = (cents: number) => formatMoney(cents / 100, locale);
  return (
    <Alert type="info" live title={t('offer.price-change.title')}>
      <p>
        {t('offer.price-change.body', {
          before: money(change.previous.amount),
          after: money(change.current.amount),
        })}
      </p>
    </Alert>
  );
}
