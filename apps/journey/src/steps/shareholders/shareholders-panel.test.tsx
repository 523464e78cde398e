import { createCoreApiClient } from '@souscrire/core-api';
import { ToastProvider } from '@souscrire/ui/toast';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, test } from 'vitest';
import { renderWithMessages } from '../../test/render-with-messages.tsx';
import { framedForm } from '../screen-test-kit.tsx';
import { ShareholdersPanel, type ShareholdersPanelProps } from './shareholders-panel.tsx';

const JEANNE = {
  firstname: 'Jeanne',
  lastname: 'Martin',
  birth_date: '1984-05-17',
  nationality: 'FR',
  ownership_percentage: 60,
};

function fakeCore(
  initial: unknown[],
  answer?: { status: number; body: unknown },
  screening: 'clear' | 'review' = 'clear',
) {
  const saved: unknown[] = [];
  const client = createCoreApiClient({
    tenant: 'plussimple',
    resolveConfig: () => ({ url: 'http://core.test', token: 't' }),
    fetch: async (request: Request) => {
      if (request.url.endsWith('/sanction-check')) {
        return Response.json({ data: { status: screening, checked_at: '2026-11-23T10:00:00.000Z' } });
      }
      if (request.method === 'GET') return Response.json({ data: { id: 'p1', beneficiaries: initial } });
      const body = (await request.json()) as { beneficiaries: unknown[] };
      saved.push(body);
      if (answer) return Response.json(answer.body, { status: answer.status });
      return Response.json({ data: { id: 'p1', ...body } });
    },
  });
  return { client, saved };
}

/** Types a date of birth in a person's group, segment by segment as a person does (day, month, year). */
async function typeBirthDate(user: ReturnType<typeof userEvent.setup>, person: HTMLElement, iso: string) {
  const [year, month, day] = iso.split('-');
  const date = within(person).getByRole('group', { name: /Date of birth/ });
  for (const [unit, digits] of [
    ['day', day],
    ['month', month],
    ['year', year],
  ] as const) {
    const segment = within(date)
      .getAllByRole('spinbutton')
      .find((element) => new RegExp(`^${unit}`, 'i').test(element.getAttribute('aria-label') ?? ''));
    if (!segment) throw new Error(`no ${unit} segment`);
    await user.click(segment);
    await user.keyboard(digits ?? '');
  }
}

/** Chooses a nationality in a person's group by typing the country's name on the picker. */
async function chooseNationality(
  user: ReturnType<typeof userEvent.setup>,
  person: HTMLElement,
  name: string,
) {
  const picker = within(person).getByRole('button', { name: /Nationality/ });
  act(() => picker.focus());
  await user.keyboard(name);
  expect(picker.textContent).toContain(name);
}

async function renderPanel(
  core: ReturnType<typeof fakeCore>,
  representative?: ShareholdersPanelProps['representative'],
) {
  // The frame's Continue: it submits the panel's form, whose valid submit saves.
  const { frame, press } = framedForm();
  await renderWithMessages(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <ToastProvider label="Notifications" closeLabel="Close" loadingLabel="Loading">
        {frame(
          <ShareholdersPanel
            client={core.client}
            tenant="plussimple"
            prospectId="p1"
            representative={representative}
          />,
        )}
      </ToastProvider>
    </QueryClientProvider>,
  );
  await screen.findByRole('group', { name: /^(Beneficial owner 1|Legal representative)$/ });
  return press;
}

describe('ShareholdersPanel', () => {
  test('shows the saved owners; an owner added and filled in is saved with them', async () => {
    const user = userEvent.setup();
    const core = fakeCore([JEANNE]);
    const save = await renderPanel(core);
    expect(screen.getByRole('textbox', { name: /First name/ })).toHaveProperty('value', 'Jeanne');
    // The saved nationality shows as the country's name in the page's language, never as its code.
    expect(screen.getByRole('button', { name: /Nationality/ }).textContent).toContain('France');
    await user.click(screen.getByRole('button', { name: 'Add a beneficial owner' }));
    const second = screen.getByRole('group', { name: 'Beneficial owner 2' });
    expect(await save()).toBe(false);
    expect(core.saved).toHaveLength(0);
    // Each message names the field and the owner.
    expect(await screen.findAllByText('Enter the first name of beneficial owner 2')).not.toHaveLength(0);
    expect(screen.getAllByText('Enter the date of birth of beneficial owner 2')).not.toHaveLength(0);
    expect(screen.getAllByText('Choose the nationality of beneficial owner 2')).not.toHaveLength(0);
    expect(screen.queryByText('Enter the first name of beneficial owner 1')).toBeNull();
    const field = (name: RegExp) =>
      [...second.querySelectorAll('input')].find((input) =>
        name.test(input.labels?.[0]?.textContent ?? ''),
      ) as HTMLInputElement;
    await user.type(field(/First name/), 'Paul');
    await user.type(field(/Last name/), 'Durand');
    await typeBirthDate(user, second, '1990-02-03');
    await chooseNationality(user, second, 'Germany');
    await user.type(field(/Share/), '40');
    await user.tab();
    expect(await save()).toBe(true);
    expect(core.saved).toEqual([
      {
        beneficiaries: [
          JEANNE,
          {
            firstname: 'Paul',
            lastname: 'Durand',
            birth_date: '1990-02-03',
            nationality: 'DE',
            ownership_percentage: 40,
          },
        ],
      },
    ]);
  });

  test('an owner can be removed', async () => {
    const user = userEvent.setup();
    const core = fakeCore([JEANNE, { ...JEANNE, firstname: 'Paul', ownership_percentage: 10 }]);
    const save = await renderPanel(core);
    await user.click(screen.getByRole('button', { name: 'Remove Paul Martin' }));
    expect(screen.queryByRole('group', { name: 'Beneficial owner 2' })).toBeNull();
    expect(await save()).toBe(true);
    expect(core.saved).toEqual([{ beneficiaries: [JEANNE] }]);
  });

  test("the core's refusal stays on the screen with the input kept", async () => {
    const core = fakeCore([{ ...JEANNE, ownership_percentage: 100 }], {
      status: 422,
      body: {
        message: 'The given data was invalid.',
        errors: { beneficiaries: ['The ownership percentages add up to more than 100'] },
      },
    });
    const save = await renderPanel(core);
    expect(await save()).toBe(false);
    expect(await screen.findByText('The ownership percentages add up to more than 100')).toBeTruthy();
    expect(screen.getByRole('textbox', { name: /First name/ })).toHaveProperty('value', 'Jeanne');
  });

  test('once saved, the owners are screened (sanction-check): a review is said, and the visitor goes on', async () => {
    const core = fakeCore([{ ...JEANNE, ownership_percentage: 100 }], undefined, 'review');
    const save = await renderPanel(core);
    expect(await save()).toBe(true);
    expect(await screen.findByText('Our compliance team will check these details')).toBeTruthy();
  });

  test("'nobody holds more than 25%' declares the legal representative, prefilled from the contact details", async () => {
    const user = userEvent.setup();
    const core = fakeCore([]);
    const save = await renderPanel(core, { firstname: 'Jeanne', lastname: 'Martin', function: 'Gérante' });
    await user.click(screen.getByRole('checkbox', { name: 'Nobody holds more than 25% of the company' }));
    expect(screen.queryByRole('group', { name: 'Beneficial owner 1' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Add a beneficial owner' })).toBeNull();
    const group = screen.getByRole('group', { name: 'Legal representative' });
    const field = (name: RegExp) =>
      [...group.querySelectorAll('input')].find((input) =>
        name.test(input.labels?.[0]?.textContent ?? ''),
      ) as HTMLInputElement;
    expect(field(/First name/).value).toBe('Jeanne');
    expect(field(/Position in the company/).value).toBe('Gérante');
    expect(screen.getByText('25% at most; 0 if they hold no shares.')).toBeTruthy();
    await typeBirthDate(user, group, '1984-05-17');
    await chooseNationality(user, group, 'France');
    await user.type(field(/Share/), '10');
    await user.tab();
    expect(await save()).toBe(true);
    expect(core.saved).toEqual([
      {
        beneficiaries: [
          { ...JEANNE, ownership_percentage: 10, role: 'legal_representative', function: 'Gérante' },
        ],
      },
    ]);
  });

  test("a saved legal representative reopens as such; the core's refusal of their share stays on the field", async () => {
    const refusal =
      'With more than 25%, this person is a beneficial owner as a holder: declare the owners instead.';
    const core = fakeCore(
      [{ ...JEANNE, ownership_percentage: 40, role: 'legal_representative', function: 'Gérante' }],
      {
        status: 422,
        body: {
          message: 'Some fields are invalid.',
          errors: { 'beneficiaries.0.ownership_percentage': [refusal] },
        },
      },
    );
    const save = await renderPanel(core);
    expect(
      screen.getByRole('checkbox', { name: 'Nobody holds more than 25% of the company' }),
    ).toHaveProperty('checked', true);
    expect(await save()).toBe(false);
    const share = screen.getByRole('textbox', { name: /Share/ });
    expect(share.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getAllByText(refusal).length).toBeGreaterThan(0);
  });
});
