import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, test, vi } from 'vitest';
import { journeyQueries } from '../../router/journey-queries.ts';
import { answer, renderScreen, resetScreen, screenState } from '../screen-test-kit.tsx';
// A copy of the core's demo eligibility form (apps may not import each other: ARCHITECTURE.md).
import general from './killing-form.fixture.json' with { type: 'json' };
import { KillingScreen } from './killing-screen.tsx';

const steps = (reviewing: boolean) => ({
  current_step: 'killing',
  steps: ['confirmation', 'killing', 'reviewing', 'offer'].map((slug) => ({
    slug,
    is_relevant: slug !== 'reviewing' || reviewing,
    can_go_to: true,
  })),
});
const api = {
  killingForm: vi.fn(async () => ({
    id: 'k-1',
    product: 'rc-pro',
    questions: { type: 'json-form', schema: general.schema, ui_schema: general.ui_schema },
  })),
  workflow: vi.fn(async () => steps(true)),
  writePosition: vi.fn(async () => steps(true)),
};
screenState.api = api;

async function choose(question: RegExp, choice: string) {
  const user = userEvent.setup();
  const group = await screen.findByRole('radiogroup', { name: question });
  await user.click(within(group).getByRole('radio', { name: choice }));
}

describe('KillingScreen', () => {
  test('Continue with unanswered declarations shows the errors and sends nothing', async () => {
    const user = userEvent.setup();
    const client = resetScreen();
    await renderScreen(<KillingScreen />);
    await screen.findByRole('radiogroup', { name: /procédure collective/ });
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    // Each error names its question.
    const errors = await screen.findAllByRole('link', { name: /^Answer “.+”$/ });
    expect(errors).toHaveLength(3);
    expect(errors[0]?.textContent).toMatch(/procédure collective/);
    expect(client.PUT).not.toHaveBeenCalled();
  });

  test('a follow-up appears with its trigger; the answers shown are sent and the core workflow followed', async () => {
    const user = userEvent.setup();
    const client = resetScreen();
    client.PUT.mockResolvedValue(
      answer(200, { data: { outcome: 'reviewing', canceled_code: null, canceled_reason: null } }),
    );
    await renderScreen(<KillingScreen />);
    await choose(/procédure collective/, 'No');
    await choose(/résilié/, 'No');
    await choose(/sinistres au cours/, 'Yes');
    await user.type(await screen.findByRole('textbox', { name: 'Combien de sinistres ?' }), '2');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(screenState.navigate).toHaveBeenCalledWith('/en-FR/subscription/p-1/review'));
    expect(client.PUT).toHaveBeenCalledWith('/v2/prospects/{id}/killing-questions', {
      params: { path: { id: 'p-1' } },
      body: {
        answers: {
          collective_proceedings: false,
          cancelled_by_insurer: false,
          claims_last_3_years: true,
          claims_count: 2,
        },
      },
    });
    expect(api.writePosition).toHaveBeenCalledWith('p-1', 'reviewing', null);
    expect(screenState.go).not.toHaveBeenCalled();
  });

  test('answers that keep the request eligible move on from the workflow held, without reading it again', async () => {
    const user = userEvent.setup();
    const client = resetScreen();
    api.workflow.mockClear();
    api.writePosition.mockClear();
    // A partial workflow: the screen reads its steps only.
    const { queryKey } = journeyQueries.workflow(api as never, 'plussimple', 'p-1');
    screenState.queryClient.setQueryData(queryKey, steps(false) as never);
    client.PUT.mockResolvedValue(
      answer(200, { data: { outcome: 'eligible', canceled_code: null, canceled_reason: null } }),
    );
    await renderScreen(<KillingScreen />);
    await choose(/procédure collective/, 'No');
    await choose(/résilié/, 'No');
    await choose(/sinistres au cours/, 'No');
    const formReads = api.killingForm.mock.calls.length;
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(screenState.navigate).toHaveBeenCalledWith('/en-FR/subscription/p-1/offer'));
    expect(api.writePosition).toHaveBeenCalledWith('p-1', 'offer', null);
    expect(api.workflow).not.toHaveBeenCalled();
    // The offer is asked for before the position's write, not after it.
    const offerRead = client.GET.mock.calls.findIndex(([path]) => path === '/v2/prospects/{id}/offer');
    expect(client.GET.mock.invocationCallOrder[offerRead]).toBeLessThan(
      api.writePosition.mock.invocationCallOrder.at(-1) ?? 0,
    );
    // The answers shown elsewhere are read again where next shown, not beside the offer's own reads.
    const form = journeyQueries.killingForm(api as never, 'plussimple', 'p-1').queryKey;
    expect(screenState.queryClient.getQueryState(form)?.isInvalidated).toBe(true);
    expect(api.killingForm).toHaveBeenCalledTimes(formReads);
  });
});
