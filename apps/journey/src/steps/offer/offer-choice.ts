import type { components } from '@souscrire/core-api';
import type { TextFormatter } from '../../app/use-text.ts';
import type { Offer, OfferSelection } from './offer-api.ts';

/** A formula's name (economic, balanced, complete). */
export type FormulaName = Offer['formulas'][number]['name'];
/** A payment frequency's name. */
export type FrequencyName = components['schemas']['PaymentFrequency'];
/** The price of one frequency. */
export type FrequencyAmount = NonNullable<NonNullable<Offer['price']>['by_frequency']>[number];

/** What the visitor has chosen so far: a formula and an excess level are needed to price it. */
export type Choice = {
  formula: FormulaName | null;
  excess: string | null;
  options: readonly string[];
  audience: OfferSelection['audience'] | null;
};

/** Each formula's name. */
export const FORMULA_TITLES = {
  economic: 'offer.formula.economic.title',
  balanced: 'offer.formula.balanced.title',
  complete: 'offer.formula.complete.title',
} as const;

/** Each formula's description. */
export const FORMULA_DESCRIPTIONS = {
  economic: 'offer.formula.economic.description',
  balanced: 'offer.formula.balanced.description',
  complete: 'offer.formula.complete.description',
} as const;

/** The choice the offer was saved with, or nothing chosen yet. */
export const choiceOf = (offer: Offer): Choice => ({
  formula: offer.selection?.formula ?? null,
  excess: offer.selection?.excess_level ?? null,
  options: offer.selection?.options ?? [],
  audience: offer.selection?.audience ?? offer.audience,
});

/** The selection to price, once a formula and an excess level are chosen. */
export const selectionOf = (choice: Choice): OfferSelection | null =>
  choice.formula && choice.excess
    ? {
        formula: choice.formula,
        excess_level: choice.excess,
        options: [...choice.options],
        ...(choice.audience ? { audience: choice.audience } : {}),
      }
    : null;

/** An excess level as the visitor reads it: none, or its amount. */
export const excessLabel = (t: TextFormatter, level: Offer['excess_levels'][number]) =>
  level.amount.amount === 0
    ? t('offer.excess.none')
    : t('offer.excess.level', { amount: level.amount.amount / 100 });

/** The frequency whose price is shown: the one the visitor looks at, else annual, else the first. */
export const shownFrequency = (frequencies: readonly FrequencyAmount[], frequency: FrequencyName | null) =>
  frequencies.find((entry) => entry.frequency === frequency) ??
  frequencies.find((entry) => entry.frequency === 'annual') ??
  frequencies[0];
