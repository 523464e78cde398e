import { act, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, test, vi } from 'vitest';
import { answer, renderScreen, resetScreen, screenState } from '../screen-test-kit.tsx';
import { CheckAnswersScreen } from './check-answers-screen.tsx';

const PROSPECT = {
  id: 'p-1',
  activity_code: '10.71C',
  city: 'Paris',
  postal_code: '75011',
  name: 'Martin & Fils',
  siret: '55210055400013',
  email: 'jeanne@example.com',
  phone: '+33612345678',
  owner_firstname: 'Jeanne',
  owner_lastname: 'Martin',
  owner_function: null,
  address: '12 rue de la Paix',
  additional_address: null,
};

const OFFER = {
  id: 'o-1',
  product: 'multirisk',
  audience: null,
  recommendation: 'balanced',
  formulas: [],
  excess_levels: [{ code: 'standard', amount: { amount: 30000, currency: 'EUR' } }],
  selection: { formula: 'balanced', excess_level: 'standard', options: [] },
  warning: null,
  price: {
    premium: { amount: 72000, currency: 'EUR' },
    fees: { amount: 0, currency: 'EUR' },
    total: { amount: 72000, currency: 'EUR' },
  },
};

function scriptCore() {
  const client = resetScreen(PROSPECT);
  screenState.api = {
    questionSteps: async () => ({
      id: 'q',
      current_step: 'size',
      next_step: null,
      steps: ['size'],
      product: 'm',
    }),
    killingForm: async () => ({
      id: 'k',
      product: 'm',
      questions: {
        type: 'json-form',
        schema: {
          type: 'object',
          required: ['prior_claims'],
          properties: { prior_claims: { type: 'boolean', title: 'Any claim in the last 3 years?' } },
        },
        ui_schema: {},
      },
      answers: { prior_claims: false },
    }),
  };
  client.GET.mockImplementation(async (path: string) => {
    switch (path) {
      case '/v2/activities':
        return answer(200, { data: [{ code: '10.71C', label: 'Bakery' }], meta: { total: 1 } });
      case '/v2/prospects/{id}/questions-steps/{step}':
        return answer(200, {
          data: {
            id: 'size',
            product: 'm',
            questions: [
              {
                key: 'headcount',
                label: 'Number of employees',
                type: 'integer',
                required: true,
                options: [],
              },
              {
                key: 'revenue',
                label: 'Annual revenue',
                type: 'integer',
                unit: 'EUR',
                required: true,
                options: [],
              },
            ],
          },
        });
      case '/v2/prospects/{id}/criterias':
        return answer(200, { data: { criterias: { headcount: 12, revenue: 250000 } } });
      case '/v2/prospects/{id}/offer':
        return answer(200, { data: OFFER });
      default:
        throw new Error(`unexpected GET ${path}`);
    }
  });
  return client;
}

const row = (term: string) => screen.getByText(term, { selector: 'dt' }).parentElement as HTMLElement;

describe('CheckAnswersScreen', () => {
  beforeEach(() => sessionStorage.clear());

  test('every answer under its heading, each with a Change link named after it that comes back', async () => {
    scriptCore();
    await renderScreen(<CheckAnswersScreen />);
    const heading = await screen.findByRole('heading', { level: 1, name: 'Check your answers' });
    expect(document.activeElement).toBe(heading);
    await screen.findByRole('heading', { level: 2, name: 'Your business' });
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      'Your business',
      'Your information',
      'Your contact details',
      'Your declarations',
      'Your offer',
    ]);
    expect(within(row('Activity')).getAllByRole('definition')[0]?.textContent).toContain('Bakery');
    expect(within(row('Company')).getAllByRole('definition')[0]?.textContent).toBe(
      'Martin & Fils\nCompany ID: 55210055400013',
    );
    expect(within(row('Annual revenue')).getAllByRole('definition')[0]?.textContent).toContain('€250,000.00');
    expect(within(row('Any claim in the last 3 years?')).getAllByRole('definition')[0]?.textContent).toBe(
      'No',
    );
    expect(within(row('Position in the company')).getAllByRole('definition')[0]?.textContent).toContain(
      'Not given',
    );
    expect(within(row('Price')).queryByRole('link')).toBeNull();

    expect(screen.getByRole('link', { name: 'Change Number of employees' }).getAttribute('href')).toBe(
      '/en-FR/subscription/p-1/criteria/size?return=check-answers',
    );
    expect(
      screen.getByRole('link', { name: 'Change Any claim in the last 3 years?' }).getAttribute('href'),
    ).toBe('/en-FR/subscription/p-1/eligibility?return=check-answers');
    const names = screen
      .getAllByRole('link')
      .map((link) => link.getAttribute('aria-label') ?? link.textContent);
    expect(new Set(names).size).toBe(names.length);
    // A first visit has no price to compare with.
    expect(screen.getByRole('status').textContent).toBe('');
  });

  test('shows the answers once the offer is read again on arrival, and keeps them shown through a later read', async () => {
    const client = scriptCore();
    await renderScreen(<CheckAnswersScreen />);
    await screen.findByRole('heading', { level: 2, name: 'Your offer' });
    const offerReads = () =>
      client.GET.mock.calls.filter(([path]) => path === '/v2/prospects/{id}/offer').length;
    expect(offerReads()).toBe(1);

    // The reads asked again behind a move (the client session earned): one that does not answer yet.
    let release: () => void = () => {};
    const answered = client.GET.getMockImplementation();
    client.GET.mockImplementation((path: string, ...rest: unknown[]) =>
      path === '/v2/prospects/{id}/offer'
        ? new Promise((resolve) => {
            release = () => resolve(answer(200, { data: OFFER }));
          })
        : answered?.(path, ...rest),
    );
    void screenState.queryClient.invalidateQueries();
    await vi.waitFor(() => expect(offerReads()).toBe(2));
    // The query's fetching state has reached the screen.
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(screen.getByRole('heading', { level: 2, name: 'Your offer' })).toBeTruthy();
    // No skeleton: the summary stays as it was while the offer is read again.
    expect(document.querySelector('[aria-busy="true"]')).toBeNull();
    release();
  });

  test('a price moved by a changed answer is announced, before and after', async () => {
    sessionStorage.setItem('souscrire.check-answers.price.p-1', '70000');
    scriptCore();
    await renderScreen(<CheckAnswersScreen />);
    expect(await screen.findByText('Your price has changed: €700.00 → €720.00 per year')).toBeTruthy();
    expect(screen.getByRole('status')?.textContent).toContain('Your price has changed');
  });
});
