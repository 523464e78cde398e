import { createCoreApiClient } from '@souscrire/core-api';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, test, vi } from 'vitest';
import { renderWithMessages } from '../../test/render-with-messages.tsx';
import type { CardChange, CardProvider } from './card-provider.ts';
import { PaymentPanel } from './payment-panel.tsx';

const eur = (amount: number) => ({ amount, currency: 'EUR' });
/** Card fields that are never filled: the screens' other parts are tested beside them. */
const IDLE_PROVIDER: CardProvider = {
  mount: async () => ({
    confirm: async () => ({ kind: 'error', message: '' }),
    focus: () => {},
    destroy: () => {},
  }),
};
const OPTIONS = {
  methods: ['card', 'sepa'],
  frequencies: ['annual', 'monthly'],
  amounts: [
    {
      frequency: 'annual',
      first_amount: eur(103800),
      then_amount: eur(103800),
      fees: eur(0),
      schedule: [{ due_on: '2026-01-31', amount: eur(103800) }],
    },
    {
      frequency: 'monthly',
      first_amount: eur(9650),
      then_amount: eur(8650),
      fees: eur(1000),
      // The core's calendar from a 31st: each month's 31st, or its last day.
      schedule: [
        '01-31',
        '02-28',
        '03-31',
        '04-30',
        '05-31',
        '06-30',
        '07-31',
        '08-31',
        '09-30',
        '10-31',
        '11-30',
        '12-31',
      ].map((day, index) => ({ due_on: `2026-${day}`, amount: eur(index === 0 ? 9650 : 8650) })),
    },
  ],
  fees_included: true,
  refund: null,
  is_amendment: false,
  sepa_refund_weeks: 8,
};

function fakeCore(options: object = OPTIONS) {
  const starts: { key: string | null; body: { iban?: string } }[] = [];
  const client = createCoreApiClient({
    tenant: 'plussimple',
    resolveConfig: () => ({ url: 'http://core.test', token: 't' }),
    fetch: async (request: Request) => {
      if (request.method === 'GET') return Response.json({ data: options });
      const body = (await request.json()) as { iban?: string; method: string; frequency: string };
      starts.push({ key: request.headers.get('Idempotency-Key'), body });
      if (body.iban !== 'FR7630006000011234567890189') {
        return Response.json(
          { message: 'Some fields are invalid.', errors: { iban: ['x'] } },
          { status: 422 },
        );
      }
      return Response.json(
        {
          data: {
            id: 'pay1',
            ...body,
            // A SEPA debit waits for the bank: the subscription moves on meanwhile.
            status: 'processing',
            amount: eur(9650),
            client_secret: null,
            mandate_reference: 'SOUSCRIRE-2026-000001',
          },
        },
        { status: 201 },
      );
    },
  });
  return { client, starts };
}

async function renderPanel(
  core: ReturnType<typeof fakeCore>,
  onPaid = vi.fn(),
  cardProvider: CardProvider | undefined = IDLE_PROVIDER,
) {
  await renderWithMessages(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <PaymentPanel
        client={core.client}
        tenant="plussimple"
        prospectId="p1"
        creditor="+Simple"
        onPaid={onPaid}
        cardProvider={cardProvider}
        locale="en-FR"
        primaryColor="#2457d6"
      />
    </QueryClientProvider>,
  );
  await screen.findByRole('radiogroup', { name: 'Payment method' });
  return onPaid;
}

describe('PaymentPanel', () => {
  test('shows the first payment with its fees and the later ones for the chosen frequency', async () => {
    const user = userEvent.setup();
    await renderPanel(fakeCore());
    expect(screen.getByText('First payment: €1,038.00')).toBeTruthy();
    await user.click(screen.getByRole('radio', { name: 'Monthly' }));
    expect(screen.getByText('First payment: €96.50')).toBeTruthy();
    expect(screen.getByText('including €10.00 of fees')).toBeTruthy();
    expect(screen.getByText('then €86.50 per month')).toBeTruthy();
    expect(screen.getByText('fees included')).toBeTruthy();
    expect(screen.getByText(/validate a payment of €0/)).toBeTruthy();
  });

  test('SEPA: the mandate stands next to the IBAN; a refused IBAN is said, each attempt has its own key', async () => {
    const user = userEvent.setup();
    const core = fakeCore();
    const onPaid = await renderPanel(core);
    await user.click(screen.getByRole('radio', { name: 'SEPA direct debit' }));
    expect(screen.getByText(/within 8 weeks/)).toBeTruthy();
    expect(screen.getByText(/you authorise \+Simple to send instructions/)).toBeTruthy();
    // Pasted, as account details usually are (typing them key by key makes the test slow, not truer).
    await user.click(screen.getByRole('textbox', { name: /Account holder/ }));
    await user.paste('Transports Lumière');
    await user.click(screen.getByRole('textbox', { name: /IBAN/ }));
    await user.paste('FR7630006000011234567890180');
    await user.click(screen.getByRole('checkbox', { name: /I accept the SEPA direct debit mandate/ }));
    await user.click(screen.getByRole('button', { name: 'Confirm the direct debit' }));
    expect((await screen.findAllByText('This field must be a valid IBAN')).length).toBeGreaterThan(0);
    const iban = screen.getByRole('textbox', { name: /IBAN/ });
    await user.clear(iban);
    await user.paste('FR7630006000011234567890189');
    await user.click(screen.getByRole('button', { name: 'Confirm the direct debit' }));
    await vi.waitFor(() => expect(onPaid).toHaveBeenCalledOnce());
    expect(core.starts).toHaveLength(2);
    expect(core.starts[0]?.key).toMatch(/^[0-9a-f-]{36}$/);
    expect(core.starts[1]?.key).not.toBe(core.starts[0]?.key);
  });

  test("card: the provider's fields confirm with the client secret, the reference goes to the core", async () => {
    const user = userEvent.setup();
    const confirmations: string[] = [];
    const client = createCoreApiClient({
      tenant: 'plussimple',
      resolveConfig: () => ({ url: 'http://core.test', token: 't' }),
      fetch: async (request: Request) => {
        if (request.method === 'GET') return Response.json({ data: OPTIONS });
        const payment = { id: 'pay1', method: 'card', frequency: 'annual', amount: eur(103800) };
        if (request.url.endsWith('/confirmation')) {
          confirmations.push(((await request.json()) as { provider_reference: string }).provider_reference);
          return Response.json({ data: { ...payment, status: 'succeeded', client_secret: null } });
        }
        return Response.json(
          { data: { ...payment, status: 'requires_action', client_secret: 's1', mandate_reference: null } },
          { status: 201 },
        );
      },
    });
    const secrets: string[] = [];
    let change: ((value: CardChange) => void) | undefined;
    const provider: CardProvider = {
      mount: async (element, options) => {
        element.append(Object.assign(document.createElement('p'), { textContent: 'card fields' }));
        change = options.onChange;
        return {
          confirm: async (secret) => {
            secrets.push(secret);
            return { kind: 'succeeded', reference: 'pi_real' };
          },
          focus: () => {},
          destroy: () => element.replaceChildren(),
        };
      },
    };
    const onPaid = await renderPanel({ client, starts: [] }, vi.fn(), provider);
    expect(await screen.findByText('card fields')).toBeTruthy();
    // Not yet filled: the visitor is told, and no payment is started.
    await user.click(screen.getByRole('button', { name: 'Pay €1,038.00' }));
    expect(await screen.findByText(/Enter your card number/)).toBeTruthy();
    expect(secrets).toEqual([]);
    act(() => change?.({ complete: true, error: undefined }));
    await user.click(screen.getByRole('button', { name: 'Pay €1,038.00' }));
    await vi.waitFor(() => expect(onPaid).toHaveBeenCalledOnce());
    expect(secrets).toEqual(['s1']);
    expect(confirmations).toEqual(['pi_real']);
  });

  test('SEPA: the debit calendar of the chosen frequency, dates and amounts in the locale', async () => {
    const user = userEvent.setup();
    await renderPanel(fakeCore());
    // Card chosen: no calendar.
    expect(screen.queryByRole('table', { name: 'Payment schedule' })).toBeNull();
    await user.click(screen.getByRole('radio', { name: 'SEPA direct debit' }));
    const annual = screen.getByRole('table', { name: 'Payment schedule' });
    expect(
      within(annual)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Debit date', 'Amount']);
    expect(within(annual).getAllByRole('row')).toHaveLength(2);
    expect(within(annual).getByRole('cell', { name: '31 January 2026' })).toBeTruthy();
    expect(within(annual).getByRole('cell', { name: '€1,038.00' })).toBeTruthy();
    expect(screen.getByText(/Your bank confirms each debit a few days after its date/)).toBeTruthy();

    await user.click(screen.getByRole('radio', { name: 'Monthly' }));
    const monthly = screen.getByRole('table', { name: 'Payment schedule' });
    const rows = within(monthly).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(12);
    expect(rows[0]?.textContent).toBe('31 January 2026€96.50');
    expect(rows[1]?.textContent).toBe('28 February 2026€86.50');
    expect(rows[3]?.textContent).toBe('30 April 2026€86.50');
  });

  test('a refund and the amendment wording are shown', async () => {
    await renderPanel(
      fakeCore({
        ...OPTIONS,
        frequencies: ['amendment'],
        amounts: [
          {
            frequency: 'amendment',
            first_amount: eur(0),
            then_amount: eur(0),
            fees: eur(0),
            schedule: [{ due_on: '2026-05-10', amount: eur(0) }],
          },
        ],
        refund: eur(4200),
        is_amendment: true,
      }),
    );
    expect(screen.getByText('You will be refunded €42.00.')).toBeTruthy();
    expect(screen.getByText(/this payment covers the difference/)).toBeTruthy();
  });
});
