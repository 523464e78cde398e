import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, test } from 'vitest';
import { journeyKeys } from '../../core/query-keys.ts';
import { answer, renderScreen, resetScreen, screenState } from '../screen-test-kit.tsx';
import { criteriaAnswers, type Question } from './criteria-api.ts';
import { CriteriaScreen } from './criteria-screen.tsx';

const WORKFORCE: Question[] = [
  {
    key: 'headcount',
    label: 'Number of employees',
    type: 'integer',
    required: true,
    options: [],
    minimum: 0,
  },
  {
    key: 'has_current_contract',
    label: 'Do you have a contract?',
    type: 'boolean',
    required: true,
    options: [],
  },
];

function scriptCore(criterias: Record<string, unknown> = {}) {
  screenState.subStep = 'workforce';
  screenState.api = {
    questionSteps: async () => ({
      id: 'p-1',
      current_step: 'workforce',
      next_step: 'current-cover',
      steps: ['workforce', 'current-cover', 'sanctions-form'],
      product: 'sante-collective',
    }),
  };
  const client = resetScreen({ id: 'p-1' });
  client.GET.mockImplementation(async (path: string) =>
    path.endsWith('{step}')
      ? answer(200, { data: { id: 'workforce', product: 'sante-collective', questions: WORKFORCE } })
      : answer(200, { data: { id: 'p-1', criterias, product: 'sante-collective', pricing_criterias: [] } }),
  );
  return client;
}

describe('criteriaAnswers', () => {
  test.each([
    ['integer', 12, 12],
    ['boolean', false, false],
    ['text', ' Paris ', 'Paris'],
    ['text', '  ', null],
    ['integer', undefined, null],
    ['multiselect', undefined, []],
    ['multiselect', ['a', 'b'], ['a', 'b']],
  ] as const)('a %s answer %j is saved as %j', (type, value, expected) => {
    expect(
      criteriaAnswers([{ key: 'q', label: 'Q', type, required: false, options: [] }], { q: value }),
    ).toEqual({ q: expected });
  });
});

describe('CriteriaScreen (criteria/{step})', () => {
  test('shows the step questions as fields, with where the visitor is', async () => {
    scriptCore({ headcount: 8 });
    await renderScreen(<CriteriaScreen />);
    expect(await screen.findByText('Question 1 of 2')).toBeTruthy();
    expect(
      ((await screen.findByRole('textbox', { name: /Number of employees/ })) as HTMLInputElement).value,
    ).toBe('8');
    expect(screen.getByRole('radiogroup', { name: /Do you have a contract/ })).toBeTruthy();
  });

  test('required answers are checked, then saved with the workflow before moving', async () => {
    const user = userEvent.setup();
    const client = scriptCore();
    const saved = { headcount: 12, has_current_contract: false, turnover: 250_000 };
    client.PUT.mockResolvedValue(
      answer(200, {
        data: { id: 'p-1', criterias: saved, product: 'sante-collective', pricing_criterias: [] },
      }),
    );
    await renderScreen(<CriteriaScreen />);
    await screen.findByRole('textbox', { name: /Number of employees/ });
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    // The summary names each missing field, not 'This field is required' twice.
    expect(await screen.findByRole('link', { name: 'Fill in “Number of employees”' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Answer “Do you have a contract?”' })).toBeTruthy();
    expect(client.PUT).not.toHaveBeenCalled();
    await user.type(screen.getByRole('textbox', { name: /Number of employees/ }), '12');
    await user.click(screen.getByRole('radio', { name: 'No' }));
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(screenState.go).toHaveBeenCalledWith('forward'));
    expect(client.PUT).toHaveBeenCalledWith('/v2/prospects/{id}/criterias', {
      params: { path: { id: 'p-1' }, query: { include: 'step' } },
      body: { criterias: { headcount: 12, has_current_contract: false } },
    });
    // The answers the core sends back are kept: the next question opens without reading them again.
    const reads = client.GET.mock.calls.filter(([path]) => path === '/v2/prospects/{id}/criterias');
    expect(reads).toHaveLength(1);
    expect(screenState.queryClient.getQueryData(journeyKeys.criteria('plussimple', 'p-1'))).toEqual(saved);
  });

  test('a number carries its unit in its label and is formatted in the locale (EUR, m², %)', async () => {
    const user = userEvent.setup();
    const client = scriptCore();
    const number = (key: string, label: string, unit: string): Question => ({
      key,
      label,
      type: 'integer',
      required: true,
      options: [],
      unit,
    });
    const questions = [
      number('revenue', 'Annual revenue', 'EUR'),
      number('premises_area', 'Premises area', 'm2'),
      number('subcontracting_share', 'Subcontracting share', '%'),
      number('headcount', 'Number of employees', 'people'),
    ];
    client.GET.mockImplementation(async (path: string) =>
      path.endsWith('{step}')
        ? answer(200, { data: { id: 'workforce', product: 'rc-pro', questions } })
        : answer(200, { data: { id: 'p-1', criterias: {}, product: 'rc-pro', pricing_criterias: [] } }),
    );
    await renderScreen(<CriteriaScreen />);
    const typed = async (name: string, text: string) => {
      const field = await screen.findByRole('textbox', { name });
      await user.type(field, text);
      await user.tab();
      return (field as HTMLInputElement).value;
    };
    expect(await typed('Annual revenue (in €)', '250000')).toBe('€250,000');
    expect(await typed('Premises area (in m²)', '1200')).toBe('1,200');
    expect(await typed('Subcontracting share (in %)', '30')).toBe('30%');
    // A count has no unit to say.
    expect(await typed('Number of employees', '12')).toBe('12');
  });

  test('a server refusal shows on its question and the visitor stays', async () => {
    const user = userEvent.setup();
    const client = scriptCore({ headcount: 3, has_current_contract: true });
    client.PUT.mockResolvedValue(
      answer(422, {
        title: 'Invalid',
        code: 'validation_failed',
        errors: { 'criterias.headcount': ['Too many'] },
      }),
    );
    await renderScreen(<CriteriaScreen />);
    await screen.findByRole('textbox', { name: /Number of employees/ });
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect((await screen.findAllByText('Too many')).length).toBe(2);
    expect(screenState.go).not.toHaveBeenCalled();
  });
});
