import { formatMoney } from '@souscrire/i18n';
import { Alert } from '@souscrire/ui/alert';
import { Button } from '@souscrire/ui/button';
import { Checkbox } from '@souscrire/ui/checkbox';
import { ChoiceCardGroup, FormulaCard } from '@souscrire/ui/choice-card';
import { Heading } from '@souscrire/ui/heading';
import { RadioGroup } from '@souscrire/ui/radio-group';
import { useText } from '../../app/use-text.ts';
import { FREQUENCY_MESSAGES } from '../frequency-messages.ts';
import { useSubscription } from '../step-context.ts';
import { FormulaDocuments } from './formula-documents.tsx';
import type { Offer, OfferSelection } from './offer-api.ts';
import {
  type Choice,
  excessLabel,
  FORMULA_DESCRIPTIONS,
  FORMULA_TITLES,
  type FormulaName,
  type FrequencyName,
  shownFrequency,
} from './offer-choice.ts';

/** Props of {@link OfferFields}. */
export type OfferFieldsProps = {
  offer: Offer;
  choice: Choice;
  onChange: (patch: Partial<Choice>) => void;
  frequency: FrequencyName | null;
  onFrequencyChange: (frequency: FrequencyName) => void;
};

/**
 * The offer's fields: audience, the formulas as cards with their guarantees and documents, the advice
 * when the chosen one is unsuited, the excess level, the options and the frequency the price is shown for.
 */
export function OfferFields({ offer, choice, onChange, frequency, onFrequencyChange }: OfferFieldsProps) {
  const t = useText();
  const { locale } = useSubscription();
  const money = (cents: number) => formatMoney(cents / 100, locale);
  const chosen = offer.formulas.find((formula) => formula.name === choice.formula);
  // Before a formula is chosen, the options any formula offers are shown, to be added once one is chosen.
  const options = chosen
    ? chosen.extra_guarantees
    : [
        ...new Map(
          offer.formulas
            .flatMap((formula) => formula.extra_guarantees)
            .map((option) => [option.code, option]),
        ).values(),
      ];
  const frequencies = offer.price?.by_frequency ?? [];

  return (
    <>
      {offer.audience !== null && (
        <RadioGroup
          name="audience"
          label={t('offer.audience.legend')}
          orientation="horizontal"
          value={choice.audience ?? null}
          onChange={(value) => onChange({ audience: value as OfferSelection['audience'] })}
          options={[
            { value: 'managers', label: t('offer.audience.managers') },
            { value: 'non_managers', label: t('offer.audience.non-managers') },
          ]}
        />
      )}
      <ChoiceCardGroup
        name="formula"
        label={t('offer.formula.legend')}
        isRequired
        errorMessage={t('errors.offer.formula-required')}
        value={choice.formula}
        onChange={(value) => onChange({ formula: value as FormulaName, options: [] })}
      >
        {offer.formulas.map((formula) => (
          <FormulaCard
            key={formula.name}
            value={formula.name}
            title={t(FORMULA_TITLES[formula.name])}
            price={money(formula.price.amount)}
            priceCaption={`${t('offer.price.taxes-included')} ${t('offer.price.period', { frequency: 'annual' })}`}
            guaranteesLabel={t('offer.guarantees.title')}
            guarantees={formula.guarantees.map((guarantee) =>
              guarantee.limit
                ? `${guarantee.label} — ${t('offer.guarantees.ceiling', { amount: guarantee.limit.amount / 100 })}`
                : guarantee.label,
            )}
            recommended={
              formula.name === offer.recommendation
                ? { label: t('offer.recommended.badge'), reason: t('offer.recommended.reason') }
                : undefined
            }
          >
            <p>{t(FORMULA_DESCRIPTIONS[formula.name])}</p>
            <FormulaDocuments documents={formula.documents} />
          </FormulaCard>
        ))}
      </ChoiceCardGroup>
      {offer.warning && (
        <Alert type="warning" live title={t('offer.advice.title')}>
          <p>{t('offer.advice.body', { formula: t(FORMULA_TITLES[offer.warning.recommended_formula]) })}</p>
          <Button
            variant="secondary"
            onPress={() =>
              offer.warning && onChange({ formula: offer.warning.recommended_formula, options: [] })
            }
          >
            {t('offer.advice.switch', { formula: t(FORMULA_TITLES[offer.warning.recommended_formula]) })}
          </Button>
        </Alert>
      )}
      <RadioGroup
        name="excess_level"
        label={t('offer.excess.legend')}
        description={t('offer.excess.hint')}
        isRequired
        errorMessage={t('errors.offer.excess-required')}
        value={choice.excess}
        onChange={(value) => onChange({ excess: value })}
        options={offer.excess_levels.map((level) => ({
          value: level.code,
          label: excessLabel(t, level),
        }))}
      />
      {options.length > 0 && (
        <section aria-labelledby="offer-options-title">
          <Heading level={2} id="offer-options-title">
            {t('offer.options.title')}
          </Heading>
          <p>{t(chosen ? 'offer.options.hint' : 'offer.options.choose-formula')}</p>
          {chosen ? null : (
            <ul>
              {options.map((option) => (
                <li key={option.code}>
                  {`${option.label} (${t('offer.options.price', { amount: option.price.amount / 100 })})`}
                </li>
              ))}
            </ul>
          )}
          {chosen?.extra_guarantees.map((option) => (
            <Checkbox
              key={option.code}
              name={`option-${option.code}`}
              label={`${option.label} (${t('offer.options.price', { amount: option.price.amount / 100 })})`}
              isSelected={choice.options.includes(option.code)}
              onChange={(selected) =>
                onChange({
                  options: selected
                    ? [...choice.options, option.code]
                    : choice.options.filter((code) => code !== option.code),
                })
              }
            />
          ))}
        </section>
      )}
      {frequencies.length > 1 && (
        <RadioGroup
          name="frequency"
          label={t('payment.frequency.legend')}
          orientation="horizontal"
          value={shownFrequency(frequencies, frequency)?.frequency ?? null}
          onChange={(value) => onFrequencyChange(value as FrequencyName)}
          options={frequencies.map((entry) => ({
            value: entry.frequency,
            label: t(FREQUENCY_MESSAGES[entry.frequency].label),
          }))}
        />
      )}
    </>
  );
}
