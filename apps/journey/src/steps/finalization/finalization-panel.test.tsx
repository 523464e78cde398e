import { createCoreApiClient } from '@souscrire/core-api';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, test, vi } from 'vitest';
import { positionScope, runMutation } from '../../router/journey-mutations.ts';
import { renderWithMessages } from '../../test/render-with-messages.tsx';
import { screenContext } from '../screen-test-kit.tsx';
import { StepContext } from '../step-context.ts';
import { FinalizationPanel } from './finalization-panel.tsx';

vi.mock('../use-customer-area-url.ts', () => ({ useCustomerAreaUrl: () => 'https://client.example/fr-FR' }));

beforeAll(() => {
  let made = 0;
  URL.createObjectURL = () => `blob:test-${++made}`;
  URL.revokeObjectURL = () => undefined;
});

const CONTRACT_ID = '5d2c7a10-4e3b-4c8e-9f0a-1b2c3d4e5f60';

function contract(method: 'card' | 'sepa', frequency: 'annual' | 'quarterly') {
  const later =
    frequency === 'quarterly' ? [{ due_on: '2027-02-23', amount: { amount: 30900, currency: 'EUR' } }] : [];
  return {
    id: CONTRACT_ID,
    number: 'PLUSSIMPLE-2026-0000042',
    prospect_id: 'p1',
    product: { slug: 'rc-pro', name: 'Professional liability' },
    formula: 'balanced',
    status: 'active',
    starts_on: '2026-11-23',
    premium: { amount: 120000, currency: 'EUR' },
    payment: {
      method,
      frequency,
      status: method === 'sepa' ? 'pending' : 'paid',
      mandate_reference: method === 'sepa' ? 'SOUSCRIRE-2026-000042' : null,
      annual_total: { amount: 124100, currency: 'EUR' },
      schedule: [{ due_on: '2026-11-23', amount: { amount: 31400, currency: 'EUR' } }, ...later],
    },
    resume_step: null,
  };
}

function fakeClient(
  status: number,
  method: 'card' | 'sepa' = 'sepa',
  frequency: 'annual' | 'quarterly' = 'quarterly',
  certificateStatus = 201,
) {
  const calls: string[] = [];
  const languages: string[] = [];
  const client = createCoreApiClient({
    tenant: 'plussimple',
    resolveConfig: () => ({ url: 'http://core.test', token: 't' }),
    fetch: async (request: Request) => {
      const path = new URL(request.url).pathname;
      calls.push(`${request.method} ${path}`);
      if (status !== 200) return Response.json({ message: 'Subscription is not valid' }, { status });
      if (path === '/v2/clients/me/contracts') {
        return Response.json({ data: [contract(method, frequency)], meta: { total: 1 } });
      }
      if (path.endsWith('/documents')) {
        return Response.json({
          data: [
            {
              id: 'signed-contract',
              name: 'Signed contract',
              type: 'signed_contract',
              url: `/v2/clients/me/contracts/${CONTRACT_ID}/documents/signed-contract`,
              mime_type: 'application/pdf',
            },
          ],
        });
      }
      if (path.endsWith('/certificate')) {
        languages.push(request.headers.get('Accept-Language') ?? '');
        if (certificateStatus !== 201)
          return Response.json({ code: 'contract_not_active' }, { status: certificateStatus });
        return new Response(new Blob(['%PDF-1.7 certificate'], { type: 'application/pdf' }), {
          status: 201,
          headers: { 'content-type': 'application/pdf' },
        });
      }
      if (path.includes('/documents/')) {
        return new Response(new Blob(['%PDF-1.7'], { type: 'application/pdf' }), {
          headers: { 'content-type': 'application/pdf' },
        });
      }
      return Response.json({
        data: { expires_at: '2026-11-23T10:00:00Z', client_id: 'c1' },
      });
    },
  });
  return { client, calls, languages };
}

async function renderPanel(
  core: ReturnType<typeof fakeClient>,
  isUpdate = false,
  queryClient = new QueryClient(),
) {
  const session = { logIn: vi.fn() };
  // The customer space's link reads the session of the step's subscription (none here).
  const view = await renderWithMessages(
    <StepContext value={screenContext()}>
      <QueryClientProvider client={queryClient}>
        <FinalizationPanel
          client={core.client}
          tenant="plussimple"
          prospectId="p1"
          locale="en-FR"
          email="jeanne@example.com"
          session={session}
          isUpdate={isUpdate}
        />
      </QueryClientProvider>
    </StepContext>,
  );
  return { session, view };
}

/** The value of the contract summary's row of that term. */
function rowValue(term: string): string | null {
  const row = screen.getByText(term, { selector: 'dt' }).closest('div');
  return row?.querySelector('dd')?.textContent ?? null;
}

describe('FinalizationPanel', () => {
  test.each([
    [false, 'Creating your customer space', 'Welcome! Your customer space is ready.'],
    [true, 'Updating your customer space', 'Your customer space is up to date: your new contract is in it.'],
  ])(
    'isUpdate %s says %s, then stores the session and links the customer space',
    async (isUpdate, busy, done) => {
      const core = fakeClient(200);
      const { session } = await renderPanel(core, isUpdate);
      expect(screen.getByRole('progressbar', { name: busy })).toBeTruthy();
      expect(await screen.findByText(done)).toBeTruthy();
      const link = await screen.findByRole('link', { name: 'Go to my customer space' });
      expect(link.getAttribute('href')).toBe('https://client.example/fr-FR');
      expect(core.calls[0]).toBe('PUT /v2/prospects/p1/finalize');
      expect(session.logIn).toHaveBeenCalledOnce();
      // A new client is told where the link to choose their password went; an existing one signs in as usual.
      expect(screen.queryByText(/sent jeanne@example.com your contract number and a link/) !== null).toBe(
        !isUpdate,
      );
      expect(screen.getByText(isUpdate ? /your usual password/ : /the password you chose/)).toBeTruthy();
    },
  );

  test('shows the contract number, start date, premium and SEPA debits, and the signed contract to download', async () => {
    const core = fakeClient(200, 'sepa', 'quarterly');
    await renderPanel(core);
    const download = await screen.findByRole('link', { name: 'Download Signed contract' });
    expect(download.getAttribute('href')).toMatch(/^blob:test-/);
    expect(download.getAttribute('download')).toBe('PLUSSIMPLE-2026-0000042-signed-contract.pdf');
    expect(rowValue('Contract number')).toBe('PLUSSIMPLE-2026-0000042');
    expect(rowValue('Start date')).toBe('23 November 2026');
    expect(rowValue('Annual premium')).toMatch(/^€1,200\.00$|^1,200\.00\s€$/);
    expect(rowValue('First direct debit')).toMatch(/314\.00.* on 23 November 2026/);
    expect(rowValue('Next direct debit')).toMatch(/309\.00.* on 23 February 2027/);
    // The certificate of insurance beside the signed contract, made in the page's language.
    const certificate = await screen.findByRole('link', { name: 'Download Certificate of insurance' });
    expect(certificate.getAttribute('href')).toMatch(/^blob:test-/);
    expect(certificate.getAttribute('download')).toBe('PLUSSIMPLE-2026-0000042-certificate.pdf');
    expect(core.calls).toContain(`POST /v2/clients/me/contracts/${CONTRACT_ID}/certificate`);
    expect(core.languages).toEqual(['en-FR']);
    const links = within(screen.getByRole('region', { name: 'Your signed documents' })).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual([
      'Read Signed contract',
      'Download Signed contract',
      'Read Certificate of insurance',
      'Download Certificate of insurance',
    ]);
  });

  test('a certificate the core refuses leaves the signed contract and says the customer space has it', async () => {
    // The app retries a query once; no retry here keeps the test quick.
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    await renderPanel(fakeClient(200, 'card', 'annual', 409), false, queryClient);
    expect(await screen.findByRole('link', { name: 'Download Signed contract' })).toBeTruthy();
    expect(
      await screen.findByText(
        "Your contract's details could not be loaded. You will find them in your customer space.",
      ),
    ).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Download Certificate of insurance' })).toBeNull();
  });

  test('a card payment made once a year says it was paid, with no next charge in the first year', async () => {
    await renderPanel(fakeClient(200, 'card', 'annual'));
    await screen.findByRole('link', { name: 'Download Signed contract' });
    expect(rowValue('Paid by card')).toMatch(/314\.00.* on 23 November 2026/);
    expect(screen.queryByText('Next card payment')).toBeNull();
  });

  test('a failure says so and offers to try again', async () => {
    const { session } = await renderPanel(fakeClient(422));
    expect(await screen.findByRole('button', { name: 'Try again' })).toBeTruthy();
    expect(session.logIn).not.toHaveBeenCalled();
  });

  test('the prospect is finalized once: the panel shown again reads the last finalization', async () => {
    const queryClient = new QueryClient();
    const first = await renderPanel(fakeClient(200), false, queryClient);
    await screen.findByRole('link', { name: 'Go to my customer space' });
    first.view.unmount();
    const again = fakeClient(200);
    await renderPanel(again, false, queryClient);
    expect(screen.getByRole('link', { name: 'Go to my customer space' })).toBeTruthy();
    expect(again.calls.filter((call) => call.endsWith('/finalize'))).toEqual([]);
  });

  test('finalize waits for the position write under way (the move to this screen), then runs', async () => {
    const queryClient = new QueryClient();
    let answer = () => {};
    const moving = runMutation(
      queryClient,
      {
        scope: positionScope('plussimple', 'p1'),
        mutationFn: () =>
          new Promise<void>((resolve) => {
            answer = resolve;
          }),
      },
      undefined,
    );
    const core = fakeClient(200);
    await renderPanel(core, false, queryClient);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(core.calls).toEqual([]);
    answer();
    await moving;
    expect(await screen.findByText('Welcome! Your customer space is ready.')).toBeTruthy();
    expect(core.calls[0]).toBe('PUT /v2/prospects/p1/finalize');
  });
});
