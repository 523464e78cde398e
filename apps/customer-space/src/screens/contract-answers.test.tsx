import { screen, within } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import { fakeCore, renderSpace } from '../test/render-space.tsx';
import { ContractAnswers } from './contract-answers.tsx';

const CONTRACT = '5d2c7a10-4e3b-4c8e-9f0a-1b2c3d4e5f60';
const PATH = `GET /v2/clients/me/contracts/${CONTRACT}/answers`;
const AT = '2026-11-23T10:00:00Z';
const ANSWERS = {
  agent: { name: 'Camille Laurent' },
  answers: [
    {
      section: 'contact',
      field: 'email',
      label: 'Adresse e-mail',
      value: 'jeanne@example.com',
      given_by: 'agent',
      given_at: AT,
    },
    {
      section: 'contact',
      field: 'phone',
      label: 'Téléphone mobile',
      value: '+33698765432',
      given_by: 'prospect',
      given_at: AT,
    },
    {
      section: 'criteria',
      field: 'headcount',
      label: 'Nombre de salariés',
      value: '4',
      given_by: 'agent',
      given_at: AT,
    },
  ],
};

function renderAnswers(answer: () => Response, locale: 'fr-FR' | 'en-FR' = 'fr-FR') {
  const { api, calls } = fakeCore({ [PATH]: answer });
  return {
    calls,
    rendered: renderSpace(
      <ContractAnswers
        api={api}
        tenant="plussimple"
        contractId={CONTRACT}
        locale={locale}
        headingId="answers"
      />,
      locale,
    ),
  };
}

describe('ContractAnswers', () => {
  test('each answer says in words who gave it, under its section, in the page’s language', async () => {
    const { calls, rendered } = renderAnswers(() => Response.json({ data: ANSWERS }));
    await rendered;
    const region = await screen.findByRole('region', { name: 'Qui a donné vos réponses' });
    expect(
      within(region).getByText(/Votre agent Camille Laurent a commencé cette souscription/),
    ).toBeTruthy();
    const contact = within(region).getByRole('region', { name: 'Vos coordonnées' });
    const rows = within(contact)
      .getAllByRole('term')
      .map((term) => term.parentElement as HTMLElement);
    expect(rows.map((row) => row.textContent)).toEqual([
      'Adresse e-mailjeanne@example.comDonnée par votre agent Camille Laurent',
      'Téléphone mobile+33698765432Donnée par vous',
    ]);
    expect(
      within(region).getByRole('heading', { level: 4, name: 'Votre activité en chiffres' }),
    ).toBeTruthy();
    // The core writes the labels in the page's language: the page's locale rides on the call.
    expect(calls[0]?.headers.get('accept-language')).toBe('fr-FR');
  });

  test('in English: "Given by your agent …" and "Given by you"', async () => {
    const { rendered } = renderAnswers(() => Response.json({ data: ANSWERS }), 'en-FR');
    await rendered;
    expect(await screen.findAllByText('Given by your agent Camille Laurent')).toHaveLength(2);
    expect(screen.getByText('Given by you')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 3, name: 'Who gave your answers' })).toBeTruthy();
  });

  test('a subscription started without an agent shows nothing', async () => {
    const { calls, rendered } = renderAnswers(() => Response.json({ data: { agent: null, answers: [] } }));
    const { container } = await rendered;
    await expect.poll(() => calls.length).toBe(1);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(container.innerHTML).toBe('');
  });

  test('a failed read says so', async () => {
    const { rendered } = renderAnswers(() =>
      Response.json({ title: 'Error', code: 'internal', message: 'x' }, { status: 500 }),
    );
    await rendered;
    expect(
      await screen.findByText('Nous ne pouvons pas afficher pour l’instant qui a donné vos réponses', {
        exact: false,
      }),
    ).toBeTruthy();
  });
});
