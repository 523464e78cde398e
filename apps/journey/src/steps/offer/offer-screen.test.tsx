import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, test } from 'vitest';
import { JOURNEY_EVENTS } from '../../analytics/journey-events.ts';
import { answer, renderScreen, resetScreen, screenState } from '../screen-test-kit.tsx';
import type { Offer } from './offer-api.ts';
import { OfferScreen } from './offer-screen.tsx';

const money = (amount: number) => ({ amount, currency: 'EUR' as const });
const formula = (name: 'economic' | 'balanced' | 'complete', price: number) => ({
  name,
  advice_level: name === 'economic' ? ('unsuited' as const) : ('suited' as const),
  price: money(price),
  guarantees: [{ code: 'civil-liability', label: 'Civil liability', limit: money(100_000_000) }],
  extra_guarantees: [{ code: 'cyber', label: 'Cyber risks', price: money(9_000) }],
  documents: [
    {
      id: `ipid-${name}`,
      name: `Product information (${name})`,
      type: 'product_information',
      url: `/v2/prospects/p-1/documents/ipid-${name}`,
      mime_type: 'application/pdf',
      is_amendment: false,
    },
  ],
});
const OFFER: Offer = {
  id: 'p-1',
  product: 'rc-pro',
  audience: null,
  recommendation: 'balanced',
  formulas: [formula('economic', 45_600), formula('balanced', 62_300), formula('complete', 89_400)],
  excess_levels: [
    { code: 'low', amount: money(25_000) },
    { code: 'standard', amount: money(50_000) },
  ],
  selection: null,
  warning: null,
  price: null,
};
const PRICED: Offer = {
  ...OFFER,
  selection: { formula: 'economic', excess_level: 'low', options: ['cyber'] },
  warning: { code: 'unsuited_level', recommended_formula: 'balanced' },
  price: {
    premium: money(50_000),
    fees: money(0),
    total: money(54_600),
    by_frequency: [
      { frequency: 'annual', first_amount: money(54_600), then_amount: money(54_600), fees: money(0) },
      { frequency: 'monthly', first_amount: money(5_800), then_amount: money(4_800), fees: money(1_000) },
    ],
  },
};

/** The offer shown, the core pricing any choice as PRICED; the Economic formula and the €250 excess chosen. */
async function chooseEconomicLow() {
  const user = userEvent.setup();
  const client = resetScreen();
  client.GET.mockResolvedValue(answer(200, { data: OFFER }));
  client.PUT.mockResolvedValue(answer(200, { data: PRICED }));
  await renderScreen(<OfferScreen />);
  await user.click(await screen.findByRole('radio', { name: 'Economic' }));
  await user.click(screen.getByRole('radio', { name: /€250.00 excess/ }));
  return { user, client };
}

describe('OfferScreen', () => {
  test('Continue without a formula and an excess level lists both errors and does not move', async () => {
    const user = userEvent.setup();
    const client = resetScreen();
    client.GET.mockResolvedValue(answer(200, { data: OFFER }));
    await renderScreen(<OfferScreen />);
    expect(await screen.findByRole('radio', { name: 'Balanced' })).toBeTruthy();
    expect(screen.getByText('Recommended for companies with your activity and size.')).toBeTruthy();
    expect(screen.getByText('Product information (balanced)')).toBeTruthy();
    // Each card's price says its period; the options are shown before a formula is chosen.
    expect(screen.getAllByText('taxes included per year')).toHaveLength(3);
    expect(screen.getByText('Cyber risks (+€90.00)')).toBeTruthy();
    expect(screen.getByText('Choose a formula above to add these coverages.')).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Your choice' }).textContent).toContain(
      'No formula chosen yet',
    );
    expect(screen.getByRole('region', { name: 'Your choice' }).textContent).not.toContain('Total');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    const summary = await screen.findByRole('link', {
      name: 'Choose below the formula that suits you the best before proceeding.',
    });
    expect(summary).toBeTruthy();
    expect(
      screen.getByRole('link', { name: 'Choose above the excess level you want before continuing.' }),
    ).toBeTruthy();
    expect(screenState.go).not.toHaveBeenCalled();
    expect(client.PUT).not.toHaveBeenCalled();
  });

  test('a formula chosen before an excess level shows that formula’s price in the summary', async () => {
    const user = userEvent.setup();
    const client = resetScreen();
    client.GET.mockResolvedValue(answer(200, { data: OFFER }));
    await renderScreen(<OfferScreen />);
    await user.click(await screen.findByRole('radio', { name: 'Balanced' }));
    const summary = screen.getByRole('region', { name: 'Your choice' });
    expect(summary.textContent).toContain('Total: €623.00 per year');
    expect(client.PUT).not.toHaveBeenCalled();
  });

  test('a choice is priced by the core, warns when unsuited, and is saved before Continue moves', async () => {
    const { user, client } = await chooseEconomicLow();
    await user.click(screen.getByRole('checkbox', { name: /Cyber risks/ }));
    // Choosing the formula is one analytics event (not the excess or the options).
    expect(screenState.analytics.event.mock.calls).toEqual([[JOURNEY_EVENTS.formulaChosen('economic')]]);
    // The summary next to Continue: formula, excess, options and the total with its period.
    const summary = screen.getByRole('region', { name: 'Your choice' });
    await waitFor(() => expect(summary.textContent).toContain('Total: €546.00 per year'));
    expect(within(summary).getByText('Economic · €250.00 excess · 1 option')).toBeTruthy();
    expect(screen.getByText('This level may not suit your company')).toBeTruthy();
    await user.click(screen.getByRole('radio', { name: 'Monthly' }));
    expect(summary.textContent).toContain('Total: €58.00 per month then €48.00 taxes included');
    expect(client.PUT).toHaveBeenLastCalledWith('/v2/prospects/{id}/offer', {
      params: { path: { id: 'p-1' } },
      body: { formula: 'economic', excess_level: 'low', options: ['cyber'] },
      // Priced in the page's language: the answer is kept under that language's key.
      headers: { 'accept-language': 'en-FR' },
    });
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(screenState.go).toHaveBeenCalledWith('forward'));
  });

  test('Continue pressed before the choice is priced keeps the offer as pressed until a new change', async () => {
    const { user, client } = await chooseEconomicLow();
    // Pressed at once, before the live pricing: Continue prices the choice, then moves.
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(screenState.go).toHaveBeenCalledWith('forward'));
    expect(client.PUT).toHaveBeenCalled();
    // The answer (its frequencies, its price) is not drawn under the press, nor is the live pricing's, later.
    await new Promise((resolve) => setTimeout(resolve, 600));
    const summary = screen.getByRole('region', { name: 'Your choice' });
    expect(screen.queryByRole('radiogroup', { name: 'Payment frequency' })).toBeNull();
    expect(summary.textContent).toContain('Total: €456.00 per year');
    // A new change shows the offer as the core priced it.
    await user.click(screen.getByRole('checkbox', { name: /Cyber risks/ }));
    expect(await screen.findByRole('radiogroup', { name: 'Payment frequency' })).toBeTruthy();
    expect(summary.textContent).toContain('Total: €546.00 per year');
  });

  test("the latest choice's price stays: a slower answer to an earlier choice never replaces it", async () => {
    const user = userEvent.setup();
    const client = resetScreen();
    client.GET.mockResolvedValue(answer(200, { data: OFFER }));
    const STANDARD: Offer = {
      ...PRICED,
      warning: null,
      selection: { formula: 'economic', excess_level: 'standard', options: [] },
      price: { premium: money(46_000), fees: money(0), total: money(50_000), by_frequency: [] },
    };
    let answerFirst: (value: unknown) => void = () => {};
    client.PUT.mockImplementationOnce(
      () => new Promise((resolve) => (answerFirst = () => resolve(answer(200, { data: PRICED })))),
    ).mockResolvedValue(answer(200, { data: STANDARD }));
    await renderScreen(<OfferScreen />);
    await user.click(await screen.findByRole('radio', { name: 'Economic' }));
    await user.click(screen.getByRole('radio', { name: /€250.00 excess/ }));
    await waitFor(() => expect(client.PUT).toHaveBeenCalledTimes(1));
    await user.click(screen.getByRole('radio', { name: /€500.00 excess/ }));
    // The later choice waits for the earlier request, so its answer is the last one in.
    await new Promise((resolve) => setTimeout(resolve, 600));
    expect(client.PUT).toHaveBeenCalledTimes(1);
    answerFirst(undefined);
    const summary = screen.getByRole('region', { name: 'Your choice' });
    await waitFor(() => expect(client.PUT).toHaveBeenCalledTimes(2));
    await waitFor(() => expect(summary.textContent).toContain('Total: €500.00'));
  });

  test('a product with audiences asks who is covered and prices that audience', async () => {
    const user = userEvent.setup();
    const client = resetScreen();
    const collective: Offer = {
      ...OFFER,
      product: 'sante-collective',
      audience: 'non_managers',
      selection: { formula: 'balanced', excess_level: 'standard', options: [], audience: 'non_managers' },
    };
    client.GET.mockResolvedValue(answer(200, { data: collective }));
    client.PUT.mockResolvedValue(answer(200, { data: collective }));
    await renderScreen(<OfferScreen />);
    const audience = await screen.findByRole('radiogroup', { name: 'Who is covered' });
    expect(screen.getByRole('radio', { name: 'Non-managers' })).toHaveProperty('checked', true);
    await user.click(within(audience).getByRole('radio', { name: 'Managers' }));
    await waitFor(() =>
      expect(client.PUT).toHaveBeenLastCalledWith('/v2/prospects/{id}/offer', {
        params: { path: { id: 'p-1' } },
        body: { formula: 'balanced', excess_level: 'standard', options: [], audience: 'managers' },
        // Priced in the page's language: the answer is kept under that language's key.
        headers: { 'accept-language': 'en-FR' },
      }),
    );
  });

  test('an offer that fails to load says so and loads again on Try again', async () => {
    const user = userEvent.setup();
    const client = resetScreen();
    client.GET.mockResolvedValueOnce(answer(500, { title: 'Down' }));
    client.GET.mockResolvedValue(answer(200, { data: OFFER }));
    await renderScreen(<OfferScreen />);
    await user.click(await screen.findByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('radio', { name: 'Complete' })).toBeTruthy();
  });
});

describe('OfferScreen: an offer past its validity', () => {
  const REPRICED: Offer = {
    ...PRICED,
    warning: null,
    valid_until: '2026-12-23T10:00:00Z',
    price_change: { previous: money(49_900), current: money(54_600), repriced_at: '2026-11-23T10:00:00Z' },
  };

  test('says the price changed, from what to what, in a status message; the summary says until when it holds', async () => {
    const client = resetScreen();
    client.GET.mockResolvedValue(answer(200, { data: REPRICED }));
    await renderScreen(<OfferScreen />);
    const title = await screen.findByText('The price of your offer has changed');
    const status = title.closest('[role="status"]');
    if (status === null) throw new Error('the notice is not a status message');
    expect(status.textContent).toContain('it was €499.00 a year, it is now €546.00 a year');
    const summary = screen.getByRole('region', { name: 'Your choice' });
    expect(summary.textContent).toContain('€546.00');
    expect(summary.textContent).toContain('Price valid until 23 December 2026');
  });

  test('a renewed offer shows no notice, only until when it holds', async () => {
    const client = resetScreen();
    client.GET.mockResolvedValue(answer(200, { data: { ...REPRICED, price_change: null } }));
    await renderScreen(<OfferScreen />);
    expect(await screen.findByText('Price valid until 23 December 2026')).toBeTruthy();
    expect(screen.queryByText('The price of your offer has changed')).toBeNull();
  });

  test('before a choice is saved there is no validity to show', async () => {
    const client = resetScreen();
    client.GET.mockResolvedValue(answer(200, { data: { ...OFFER, valid_until: null, price_change: null } }));
    await renderScreen(<OfferScreen />);
    await screen.findByRole('radio', { name: 'Balanced' });
    expect(screen.queryByText(/Price valid until/)).toBeNull();
  });

  test('once the visitor chooses again, the notice goes (the core forgets the change)', async () => {
    const user = userEvent.setup();
    const client = resetScreen();
    client.GET.mockResolvedValue(answer(200, { data: REPRICED }));
    client.PUT.mockResolvedValue(answer(200, { data: { ...REPRICED, price_change: null } }));
    await renderScreen(<OfferScreen />);
    expect(await screen.findByText('The price of your offer has changed')).toBeTruthy();
    await user.click(screen.getByRole('radio', { name: 'Complete' }));
    await waitFor(() => expect(screen.queryByText('The price of your offer has changed')).toBeNull());
  });
});
