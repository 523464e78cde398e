import { formatDate, formatMoney } from '@souscrire/i18n';
import { Heading } from '@souscrire/ui/heading';
import { useText } from '../../app/use-text.ts';
import { useSubscription } from '../step-context.ts';
import type { Offer } from './offer-api.ts';
import {
  type Choice,
  excessLabel,
  FORMULA_TITLES,
  type FrequencyName,
  shownFrequency,
} from './offer-choice.ts';

/**
 * The summary of the choice kept next to Continue (on a phone it stays at the bottom of the screen):
 * formula, excess, options, and the total for the frequency the visitor looks at, with its period,
 * first instalment then the next ones, announced when it changes, and until when that price holds. A formula
 * chosen before the core priced a whole choice (no excess level yet) shows that formula's yearly price, as
 * its card does.
 */
export function OfferSummary({
  offer,
  choice,
  frequency,
}: {
  offer: Offer;
  choice: Choice;
  frequency: FrequencyName | null;
}) {
  const t = useText();
  const { locale } = useSubscription();
  const money = (cents: number) => formatMoney(cents / 100, locale);
  const excess = offer.excess_levels.find((level) => level.code === choice.excess);
  const parts = [
    choice.formula ? t(FORMULA_TITLES[choice.formula]) : t('offer.summary.no-formula'),
    ...(excess ? [excessLabel(t, excess)] : []),
    ...(choice.formula ? [t('offer.summary.options', { count: choice.options.length })] : []),
  ];
  const price = offer.price;
  const shown = price ? shownFrequency(price.by_frequency ?? [], frequency) : undefined;
  const formulaPrice = offer.formulas.find((entry) => entry.name === choice.formula)?.price.amount;
  const amount = shown ? shown.first_amount.amount : (price?.total.amount ?? formulaPrice);
  const later =
    shown && shown.then_amount.amount !== shown.first_amount.amount ? shown.then_amount.amount : null;
  return (
    <section className="sc-step__summary sc-offer-summary" aria-labelledby="offer-summary-title">
      <Heading level={2} id="offer-summary-title" className="sc-offer-summary__title">
        {t('offer.summary.title')}
      </Heading>
      <p className="sc-offer-summary__choice">{parts.join(' · ')}</p>
      <p className="sc-offer__price" aria-live="polite">
        {amount !== undefined && (
          <>
            <strong>
              {t('offer.summary.total', {
                price: money(amount),
                period: t('offer.price.period', { frequency: shown?.frequency ?? 'annual' }),
              })}
            </strong>
            {later !== null && ` ${t('payment.then', { price: money(later) })}`}{' '}
            {t('offer.price.taxes-included')}
          </>
        )}
      </p>
      {offer.valid_until && (
        <p className="sc-offer-summary__validity">
          {t('offer.valid-until', { date: formatDate(offer.valid_until, locale, 'long') })}
        </p>
      )}
    </section>
  );
}
