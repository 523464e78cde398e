import { createCoreApiClient } from '@souscrire/core-api';
import { createClientSession, SIGNED_IN_COOKIE } from '@souscrire/core-api/client-session';
import { openSessionLikeTheWebServer } from '@souscrire/vitest-config/web-server-session';
import { beforeEach, describe, expect, test } from 'vitest';
import { earnClientSession } from './earn-client-session.ts';

type Call = { method: string; path: string; proof: string | null; session: string | null };

/** A core answering contracts as the reference service does (a proof or an owning session). */
function fakeCore(answers: Record<string, () => Response>) {
  const calls: Call[] = [];
  const client = createCoreApiClient({
    tenant: 'maif',
    resolveConfig: () => ({ url: 'http://core.test', token: 'dev-token-maif' }),
    fetch: async (request) => {
      const path = new URL(request.url).pathname;
      calls.push({
        method: request.method,
        path,
        proof: request.headers.get('x-prospect-proof'),
        session: request.headers.get('x-client-session'),
      });
      const answer = answers[`${request.method} ${path}`];
      if (answer === undefined) throw new Error(`unexpected ${request.method} ${path}`);
      const response = answer();
      // The journey's web server keeps an opened session in its cookie and marks the browser signed in.
      if (response.ok && path.endsWith('/contracts')) openSessionLikeTheWebServer(SIGNED_IN_COOKIE);
      return response;
    },
  });
  return { client, calls };
}

const session = createClientSession();
const SESSION = { expires_at: '2030-01-01T00:00:00Z', client_id: 'c-1' };
const proofRequired = () =>
  Response.json(
    { title: 'Forbidden', details: 'No proof', code: 'proof_required', message: 'No proof' },
    { status: 403 },
  );

beforeEach(() => session.logOut());

describe('earnClientSession and the prospect proof', () => {
  test('sends the proof this browser holds on contracts, and earns the session', async () => {
    const { client, calls } = fakeCore({
      'POST /v2/prospects/p-1/contracts': () => Response.json({ data: SESSION }),
    });
    const outcome = await earnClientSession(client, session, 'p-1', 'jeanne@example.com', 'proof-1');
    expect(outcome).toEqual({ kind: 'earned' });
    expect(calls).toEqual([
      { method: 'POST', path: '/v2/prospects/p-1/contracts', proof: 'proof-1', session: null },
    ]);
    expect(session.signedIn()).toBe(true);
  });

  test('without a proof, the refusal becomes the proof outcome with the e-mail, and nothing is stored', async () => {
    const { client, calls } = fakeCore({ 'POST /v2/prospects/p-2/contracts': proofRequired });
    const outcome = await earnClientSession(client, session, 'p-2', 'jeanne@example.com', undefined);
    expect(outcome).toEqual({ kind: 'proof', email: 'jeanne@example.com' });
    expect(calls[0]?.proof).toBeNull();
    expect(session.signedIn()).toBe(false);
  });

  test("a client's e-mail still leads to the login", async () => {
    const { client } = fakeCore({
      'POST /v2/prospects/p-3/contracts': () =>
        Response.json(
          {
            title: 'Validation failed',
            details: 'x',
            code: 'subscription_not_valid',
            message: 'Subscription is not valid',
            errors: { email: ['This e-mail belongs to a client'] },
          },
          { status: 422 },
        ),
    });
    const outcome = await earnClientSession(client, session, 'p-3', 'client@example.com', 'proof-3');
    expect(outcome).toEqual({ kind: 'login', login: 'client@example.com' });
  });

  test('another refusal is thrown for the error page', async () => {
    const { client } = fakeCore({
      'POST /v2/prospects/p-4/contracts': () =>
        Response.json({ title: 'Forbidden', details: 'x', code: 'other', message: 'x' }, { status: 403 }),
    });
    await expect(earnClientSession(client, session, 'p-4', null, undefined)).rejects.toMatchObject({
      status: 403,
    });
  });
});
