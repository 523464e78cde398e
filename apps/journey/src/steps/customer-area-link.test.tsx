import { type CoreApiClient, createCoreApiClient } from '@souscrire/core-api';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { CustomerAreaLink } from './customer-area-link.tsx';
import { renderScreen } from './screen-test-kit.tsx';

const SPACE = 'http://plussimple.localhost:5174/fr-FR';
let token: string | undefined;
let client: CoreApiClient;
const calls: Request[] = [];

vi.mock('./use-customer-area-url.ts', () => ({ useCustomerAreaUrl: () => SPACE }));

/** The link, for a subscription whose client session is `token`'s. */
async function renderLink() {
  const session = { signedIn: () => token !== undefined };
  await renderScreen(<CustomerAreaLink>Accéder à mon espace client</CustomerAreaLink>, {
    subscription: { clientFor: () => client, session },
    locale: 'fr-FR',
  });
}

const assign = vi.fn((_address: string) => {});
beforeEach(() => {
  calls.length = 0;
  client = createCoreApiClient({
    tenant: 'plussimple',
    resolveConfig: () => ({ url: 'http://core.test', token: 'dev-token-plussimple' }),
    session: () => token,
    fetch: async (request) => {
      calls.push(request);
      return Response.json({ data: { code: 'single-use', expires_in: 60 } }, { status: 201 });
    },
  });
  vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, assign });
});
afterEach(() => {
  vi.restoreAllMocks();
  assign.mockClear();
});

describe('CustomerAreaLink', () => {
  test('a signed-in client goes to the customer space with a hand-off code, never the session', async () => {
    token = 'the-session-token';
    await renderLink();
    const link = screen.getByRole('link', { name: 'Accéder à mon espace client' });
    expect(link.getAttribute('href')).toBe(SPACE);
    await userEvent.click(link);
    await waitFor(() => expect(assign).toHaveBeenCalledWith(`${SPACE}?hand_off=single-use`));
    expect(calls.map((call) => new URL(call.url).pathname)).toEqual(['/v2/clients/session/hand-off']);
    expect(assign.mock.calls.flat().join(' ')).not.toContain('the-session-token');
  });

  test('without a session the plain link is followed, and no code is asked for', async () => {
    token = undefined;
    await renderLink();
    const link = screen.getByRole('link', { name: 'Accéder à mon espace client' });
    let prevented: boolean | undefined;
    link.addEventListener('click', (event) => {
      prevented = event.defaultPrevented;
      event.preventDefault();
    });
    await userEvent.click(link);
    expect(prevented).toBe(false);
    expect(calls).toEqual([]);
    expect(assign).not.toHaveBeenCalled();
  });
});
