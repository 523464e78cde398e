import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import { useDebouncedValue } from '../../app/use-debounced-value.ts';
import { useShowFailure } from '../../app/use-show-failure.ts';
import { useText } from '../../app/use-text.ts';
import { journeyKeys } from '../../core/query-keys.ts';
import { useFormState } from '../../form/use-form-state.ts';
import { LoadFailure } from '../cancelled/load-failure.tsx';
import { useMoves, useSubscription, useTrack } from '../step-context.ts';
import { StepForm } from '../step-form.tsx';
import { StepFrame } from '../step-frame.tsx';
import { StepSkeleton } from '../step-skeleton.tsx';
import { type Offer, type OfferSelection, offerQuery, updateOffer } from './offer-api.ts';
import { type Choice, choiceOf, type FrequencyName, selectionOf } from './offer-choice.ts';
import { OfferFields } from './offer-fields.tsx';
import { OfferSummary } from './offer-summary.tsx';
import { PriceChangeNotice } from './price-change-notice.tsx';
import './offer.css';

/** How long the choice rests before it is priced (UX: the price updates live without a call per click). */
export const PRICE_DEBOUNCE_MS = 400;

/**
 * The offer: the three formulas as cards (side by side on a wide screen, stacked on a phone), the
 * recommended one marked with its reason, the excess level, optional coverages and audience; each change is
 * saved and priced by the core (`PUT offer`, once the choice rests) and the new price announced. Continue needs
 * a formula and an excess level and saves the choice before moving. An offer older than its validity
 * that the core priced again at another price says so first.
 */
export function OfferScreen() {
  const t = useText();
  const { clientFor, tenant, prospectId, locale } = useSubscription();
  const client = clientFor(tenant);
  const query = offerQuery(client, tenant, prospectId, locale);
  const queryClient = useQueryClient();
  const offer = useQuery(query);
  // The screen's one form state: the offer's choice as the core last priced it, overlaid with the visitor's
  // changes, and the frequency the summary shows the price in.
  const form = useFormState<{ choice: Choice | null; frequency: FrequencyName | null }>({
    choice: offer.data ? choiceOf(offer.data) : null,
    frequency: null,
  });
  const { choice: current, frequency } = form.values;
  // Only a choice the visitor changed is priced again.
  const choice = form.changed.choice;
  const track = useTrack();
  const showFailure = useShowFailure();
  // From Continue's press until the next screen shows, the screen keeps the offer it was pressed on. Continue
  // prices the choice before it moves: pressed before the live pricing of the last change, its answer brings
  // that choice's first price, the payment frequencies and the price's validity, which would grow the form
  // under the press (about 115 px) just before the next screen replaces it. A failed save, a move that ends
  // with the offer still shown, or a new change shows the offer as the core last priced it.
  const [held, setHeld] = useState<Offer | null>(null);
  const shown = held ?? offer.data;
  const moving = useMoves().pending === 'forward';
  useEffect(() => {
    if (!moving) setHeld(null);
  }, [moving]);

  // Pricing runs one request at a time (one mutation scope per prospect, whatever the language), so the answer
  // of the latest choice is the last one put in the cache: a slower earlier answer never replaces it. Each
  // answer is kept under the language it was asked in, which a switch may since have left.
  const pricing = useMutation({
    mutationKey: [...journeyKeys.offer(tenant, prospectId), 'selection'],
    scope: { id: journeyKeys.offer(tenant, prospectId).join('/') },
    mutationFn: async (selection: OfferSelection) => ({
      priced: await updateOffer(client, prospectId, selection, locale),
      locale,
    }),
    onSuccess: ({ priced, locale: asked }) =>
      queryClient.setQueryData(offerQuery(client, tenant, prospectId, asked).queryKey, priced),
  });
  const price = pricing.mutate;

  const selection = useMemo(() => (choice ? selectionOf(choice) : null), [choice]);
  const settled = useDebouncedValue(selection, PRICE_DEBOUNCE_MS);
  useEffect(() => {
    if (settled) price(settled, { onError: showFailure });
  }, [settled, price, showFailure]);

  const onContinue = async () => {
    const chosen = current ? selectionOf(current) : null;
    if (!chosen) return false;
    setHeld(offer.data ?? null);
    try {
      await pricing.mutateAsync(chosen);
    } catch (error) {
      setHeld(null);
      throw error;
    }
    return true;
  };

  const change = (patch: Partial<Choice>) => {
    setHeld(null);
    if (patch.formula) track.formulaChosen(patch.formula);
    if (current) form.set('choice', { ...current, ...patch });
  };

  return (
    <StepFrame
      step="offer"
      withForm
      summary={
        shown && current ? <OfferSummary offer={shown} choice={current} frequency={frequency} /> : undefined
      }
    >
      {offer.isError ? (
        <LoadFailure onRetry={() => void offer.refetch()} />
      ) : !shown || !current ? (
        // The offer is taller than a screen.
        <StepSkeleton label={t('ui.loading')} lines={4} fillsScreen />
      ) : (
        <StepForm onContinue={onContinue} errorSummaryTitle={t('layout.error-summary.title')}>
          {shown.price_change ? <PriceChangeNotice change={shown.price_change} /> : null}
          <OfferFields
            offer={shown}
            choice={current}
            onChange={change}
            frequency={frequency}
            onFrequencyChange={(chosen) => {
              setHeld(null);
              form.set('frequency', chosen);
            }}
          />
        </StepForm>
      )}
    </StepFrame>
  );
}
