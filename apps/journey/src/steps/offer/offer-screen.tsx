import type { components } from '@souscrire/core-api';
import { formatMoney } from '@souscrire/i18n';
import { Alert } from '@souscrire/ui/alert';
import { Button } from '@souscrire/ui/button';
import { Checkbox } from '@souscrire/ui/checkbox';
import { ChoiceCardGroup, FormulaCard } from '@souscrire/ui/choice-card';
import { Form } from '@souscrire/ui/form';
import { Heading } from '@souscrire/ui/heading';
import { RadioGroup } from '@souscrire/ui/radio-group';
import { useToasts } from '@souscrire/ui/toast';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useTrack } from '../../analytics/use-track.ts';
import { useShowFailure } from '../../app/use-show-failure.ts';
import { useText } from '../../app/use-text.ts';
import { LoadFailure } from '../cancelled/load-failure.tsx';
import { downloadDocument } from '../reviewing/download-document.ts';
import { StepFrame } from '../step-frame.tsx';
import { StepSkeleton } from '../step-skeleton.tsx';
import { useFormContinue } from '../use-form-continue.ts';
import { useSubscription } from '../use-subscription.ts';
import { type Offer, type OfferSelection, offerQuery, updateOffer } from './offer-api.ts';
import { FREQUENCY_LABELS } from './offer-messages.ts';
import './offer.css';

/** How long the choice rests before it is priced (UX: the price updates live without a call per click). */
export const PRICE_DEBOUNCE_MS = 400;

type FormulaName = Offer['formulas'][number]['name'];
type Choice = {
  formula: FormulaName | null;
  excess: string | null;
  options: readonly string[];
  audience: OfferSelection['audience'] | null;
};

const TITLE = {
  economic: 'offer.formula.economic.title',
  balanced: 'offer.formula.balanced.title',
  complete: 'offer.formula.complete.title',
} as const;
const DESCRIPTION = {
  economic: 'offer.formula.economic.description',
  balanced: 'offer.formula.balanced.description',
  complete: 'offer.formula.complete.description',
} as const;

const choiceOf = (offer: Offer): Choice => ({
  formula: offer.selection?.formula ?? null,
  excess: offer.selection?.excess_level ?? null,
  options: offer.selection?.options ?? [],
  audience: offer.selection?.audience ?? offer.audience,
});

const selectionOf = (choice: Choice): OfferSelection | null =>
  choice.formula && choice.excess
    ? {
        formula: choice.formula,
        excess_level: choice.excess,
        options: [...choice.options],
        ...(choice.audience ? { audience: choice.audience } : {}),
      }
    : null;

/**
 * The offer (spec 2): the three formulas as cards (side by side on a wide screen, stacked on a phone), the
 * recommended one marked with its reason, the excess level, optional coverages and audience; each change is
 * saved and priced by the core (`PUT offer`, debounced) and the new price announced. Continue needs a formula
 * and an excess level (spec 5) and saves the choice before moving.
 */
export function OfferScreen() {
  const t = useText();
  const { clientFor, tenant, prospectId } = useSubscription();
  const client = clientFor(tenant);
  const query = offerQuery(client, tenant, prospectId);
  const queryClient = useQueryClient();
  const offer = useQuery(query);
  const [choice, setChoice] = useState<Choice | null>(null);
  const [frequency, setFrequency] = useState<FrequencyName | null>(null);
  const current = choice ?? (offer.data ? choiceOf(offer.data) : null);
  const latest = useRef(0);
  const track = useTrack();

  const price = async (selection: OfferSelection) => {
    const request = ++latest.current;
    const priced = await updateOffer(client, prospectId, selection);
    // A slower earlier answer never replaces the price of a later choice.
    if (request === latest.current) queryClient.setQueryData(query.queryKey, priced);
  };

  const showFailure = useShowFailure();
  const selection = choice ? selectionOf(choice) : null;
  const selectionKey = JSON.stringify(selection);
  useEffect(() => {
    if (!selection) return;
    const timer = setTimeout(() => {
      price(selection).catch(showFailure);
    }, PRICE_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [selectionKey]);

  const formContinue = useFormContinue(async () => {
    const chosen = current ? selectionOf(current) : null;
    if (!chosen) return false;
    await price(chosen);
    return true;
  });

  const change = (patch: Partial<Choice>) => {
    if (patch.formula) track.formulaChosen(patch.formula);
    if (current) setChoice({ ...current, ...patch });
  };

  return (
    <StepFrame
      step="offer"
      onContinue={formContinue.onContinue}
      registerPress={formContinue.registerPress}
      summary={
        offer.data && current ? (
          <OfferSummary offer={offer.data} choice={current} frequency={frequency} />
        ) : undefined
      }
    >
      {offer.isError ? (
        <LoadFailure onRetry={() => void offer.refetch()} />
      ) : !offer.data || !current ? (
        <StepSkeleton label={t('ui.loading')} lines={4} />
      ) : (
        <Form
          id={formContinue.formId}
          onSubmit={formContinue.onSubmit}
          errorSummaryTitle={t('layout.error-summary.title')}
        >
          <OfferFields
            offer={offer.data}
            choice={current}
            onChange={change}
            frequency={frequency}
            onFrequencyChange={setFrequency}
          />
        </Form>
      )}
    </StepFrame>
  );
}

function OfferFields({
  offer,
  choice,
  onChange,
  frequency,
  onFrequencyChange,
}: {
  offer: Offer;
  choice: Choice;
  onChange: (patch: Partial<Choice>) => void;
  frequency: FrequencyName | null;
  onFrequencyChange: (frequency: FrequencyName) => void;
}) {
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
            title={t(TITLE[formula.name])}
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
            <p>{t(DESCRIPTION[formula.name])}</p>
            <FormulaDocuments documents={formula.documents} />
          </FormulaCard>
        ))}
      </ChoiceCardGroup>
      {offer.warning && (
        <Alert type="warning" live title={t('offer.advice.title')}>
          <p>{t('offer.advice.body', { formula: t(TITLE[offer.warning.recommended_formula]) })}</p>
          <Button
            variant="secondary"
            onPress={() =>
              offer.warning && onChange({ formula: offer.warning.recommended_formula, options: [] })
            }
          >
            {t('offer.advice.switch', { formula: t(TITLE[offer.warning.recommended_formula]) })}
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
            label: t(FREQUENCY_LABELS[entry.frequency]),
          }))}
        />
      )}
    </>
  );
}

type FrequencyName = components['schemas']['PaymentFrequency'];
type FrequencyAmount = NonNullable<NonNullable<Offer['price']>['by_frequency']>[number];

const excessLabel = (t: ReturnType<typeof useText>, level: Offer['excess_levels'][number]) =>
  level.amount.amount === 0
    ? t('offer.excess.none')
    : t('offer.excess.level', { amount: level.amount.amount / 100 });

/** The frequency whose price is shown: the one the visitor looks at, else annual, else the first. */
const shownFrequency = (frequencies: readonly FrequencyAmount[], frequency: FrequencyName | null) =>
  frequencies.find((entry) => entry.frequency === frequency) ??
  frequencies.find((entry) => entry.frequency === 'annual') ??
  frequencies[0];

/**
 * The summary of the choice kept next to Continue (issue 19: on a phone it stays at the bottom of the screen):
 * formula, excess, options, and the total for the frequency the visitor looks at (spec 2), with its period,
 * first instalment then the next ones, announced when it changes.
 */
function OfferSummary({
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
    choice.formula ? t(TITLE[choice.formula]) : t('offer.summary.no-formula'),
    ...(excess ? [excessLabel(t, excess)] : []),
    ...(choice.formula ? [t('offer.summary.options', { count: choice.options.length })] : []),
  ];
  const price = offer.price;
  const shown = price ? shownFrequency(price.by_frequency ?? [], frequency) : undefined;
  const amount = shown ? shown.first_amount.amount : price?.total.amount;
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
    </section>
  );
}

/** The documents of a formula (spec 2), downloadable once the visitor has a client session (spec 7). */
function FormulaDocuments({ documents }: { documents: Offer['formulas'][number]['documents'] }) {
  const t = useText();
  const toasts = useToasts();
  const { clientFor, tenant, prospectId, session } = useSubscription();
  if (documents.length === 0) return null;
  const canDownload = session.token() !== undefined;
  const download = (id: string) =>
    downloadDocument(clientFor(tenant), prospectId, id).catch(() =>
      toasts.show({ type: 'error', title: t('toast.error.title'), message: t('errors.file-fetch') }),
    );
  return (
    <div className="sc-offer__documents">
      <p>{t('offer.documents.title')}</p>
      <ul>
        {documents.map((document) => (
          <li key={document.id}>
            {canDownload ? (
              <Button variant="tertiary" onPress={() => void download(document.id)}>
                {t('documents.download', { name: document.name })}
              </Button>
            ) : (
              document.name
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}
