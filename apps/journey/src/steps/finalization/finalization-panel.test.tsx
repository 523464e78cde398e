import { createCoreApiClient } from '@souscrire/core-api';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { screen } from '@testing-library/react';
import { describe, expect, test, vi } from 'vitest';
import { renderWithMessages } from '../../test/render-with-messages.tsx';
import { FinalizationPanel } from './finalization-panel.tsx';

vi.mock('../use-customer-area-url.ts', () => ({ useCustomerAreaUrl: () => 'https://client.example/fr-FR' }));
vi.mock('../use-subscription.ts', () => ({
  useSubscription: () => ({ session: { token: () => undefined } }),
}));

function fakeClient(status: number) {
  const calls: string[] = [];
  const client = createCoreApiClient({
    tenant: 'plussimple',
    resolveConfig: () => ({ url: 'http://core.test', token: 't' }),
    fetch: async (request: Request) => {
      calls.push(`${request.method} ${new URL(request.url).pathname}`);
      return status === 200
        ? Response.json({
            data: { session: 'new-session', expires_at: '2026-11-23T10:00:00Z', client_id: 'c1' },
          })
        : Response.json({ message: 'Subscription is not valid' }, { status });
    },
  });
  return { client, calls };
}

async function renderPanel(status: number, isUpdate = false, queryClient = new QueryClient()) {
  const core = fakeClient(status);
  const session = { logIn: vi.fn() };
  const view = await renderWithMessages(
    <QueryClientProvider client={queryClient}>
      <FinalizationPanel
        client={core.client}
        tenant="plussimple"
        prospectId="p1"
        session={session}
        isUpdate={isUpdate}
      />
    </QueryClientProvider>,
  );
  return { ...core, session, view };
}

describe('FinalizationPanel', () => {
  test.each([
    [false, 'Creating your customer space'],
    [true, 'Updating your customer space'],
  ])('isUpdate %s says %s, then stores the session and links the customer space', async (isUpdate, title) => {
    const { calls, session } = await renderPanel(200, isUpdate);
    expect(screen.getByRole('progressbar', { name: title })).toBeTruthy();
    const link = await screen.findByRole('link', { name: 'Go to my customer space' });
    expect(link.getAttribute('href')).toBe('https://client.example/fr-FR');
    expect(calls).toEqual(['PUT /v2/prospects/p1/finalize']);
    expect(session.logIn).toHaveBeenCalledWith('new-session');
  });

  test('a failure says so and offers to try again', async () => {
    const { session } = await renderPanel(422);
    expect(await screen.findByRole('button', { name: 'Try again' })).toBeTruthy();
    expect(session.logIn).not.toHaveBeenCalled();
  });

  test('the prospect is finalized once: the panel shown again reads the last finalization', async () => {
    const queryClient = new QueryClient();
    const first = await renderPanel(200, false, queryClient);
    await screen.findByRole('link', { name: 'Go to my customer space' });
    first.view.unmount();
    const again = await renderPanel(200, false, queryClient);
    expect(screen.getByRole('link', { name: 'Go to my customer space' })).toBeTruthy();
    expect(again.calls).toEqual([]);
  });
});
