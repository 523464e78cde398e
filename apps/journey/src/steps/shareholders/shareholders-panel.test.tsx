import { createCoreApiClient } from '@souscrire/core-api';
import { ToastProvider } from '@souscrire/ui/toast';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, test } from 'vitest';
import { renderWithMessages } from '../../test/render-with-messages.tsx';
import { type ContinueHandler, StepContinueContext } from '../step-continue.ts';
import { ShareholdersPanel } from './shareholders-panel.tsx';

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

async function renderPanel(core: ReturnType<typeof fakeCore>) {
  // The frame's Continue: what the panel registers with it.
  const saveRef: { current: ContinueHandler | null } = { current: null };
  const register = (handler: ContinueHandler) => {
    saveRef.current = handler;
    return () => {};
  };
  await renderWithMessages(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <ToastProvider label="Notifications" closeLabel="Close" loadingLabel="Loading">
        <StepContinueContext value={register}>
          <ShareholdersPanel client={core.client} tenant="plussimple" prospectId="p1" />
        </StepContinueContext>
      </ToastProvider>
    </QueryClientProvider>,
  );
  await screen.findByRole('group', { name: 'Beneficial owner 1' });
  const save = async () => {
    let result = false;
    await act(async () => {
      result = (await saveRef.current?.()) ?? false;
    });
    return result;
  };
  return save;
}

describe('ShareholdersPanel', () => {
  test('shows the saved owners; an owner added and filled in is saved with them', async () => {
    const user = userEvent.setup();
    const core = fakeCore([JEANNE]);
    const save = await renderPanel(core);
    expect(screen.getByRole('textbox', { name: /First name/ })).toHaveProperty('value', 'Jeanne');
    await user.click(screen.getByRole('button', { name: 'Add a beneficial owner' }));
    const second = screen.getByRole('group', { name: 'Beneficial owner 2' });
    expect(await save()).toBe(false);
    expect(core.saved).toHaveLength(0);
    expect((await screen.findAllByText('This field is required')).length).toBeGreaterThan(0);
    const field = (name: RegExp) =>
      [...second.querySelectorAll('input')].find((input) =>
        name.test(input.labels?.[0]?.textContent ?? ''),
      ) as HTMLInputElement;
    await user.type(field(/First name/), 'Paul');
    await user.type(field(/Last name/), 'Durand');
    await user.type(field(/Date of birth/), '1990-02-03');
    await user.type(field(/Nationality/), 'de');
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
});
