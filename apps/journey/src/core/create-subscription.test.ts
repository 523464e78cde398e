import { createCoreApiClient } from '@souscrire/core-api';
import { describe, expect, test, vi } from 'vitest';
import { prospectProof } from '../session/prospect-proof.ts';
import { createSubscription } from './create-subscription.ts';

const ID = '6f1c2a9e-3b4d-4c8e-9f0a-1b2c3d4e5f60';

function fakeCore(failOn?: string) {
  const calls: { method: string; path: string; body: unknown; auth: string | null }[] = [];
  const client = createCoreApiClient({
    tenant: 'maif',
    resolveConfig: () => ({ url: 'http://core.test', token: 'dev-token-maif' }),
    fetch: async (request) => {
      const path = new URL(request.url).pathname;
      const body = request.method === 'GET' ? undefined : await request.json();
      calls.push({ method: request.method, path, body, auth: request.headers.get('authorization') });
      if (path === failOn)
        return Response.json({ title: 'Refused', code: 'refused', message: 'No' }, { status: 422 });
      return Response.json({ data: { id: ID, proof: 'proof-1' } }, { status: 201 });
    },
  });
  return { client, calls };
}

describe('createSubscription', () => {
  test('creates the prospect, then the product link, then the workflow, with the query values', async () => {
    const { client, calls } = fakeCore();
    const id = await createSubscription(client, {
      productSlug: 'rc-pro',
      companyId: '73282932000074',
      jobId: '1042',
      agentToken: 'agent-1',
      referer: 'https://partner.test',
      source: 'partner',
    });
    expect(id).toBe(ID);
    expect(calls.map((call) => `${call.method} ${call.path}`)).toEqual([
      'POST /v2/prospects',
      `POST /v2/prospects/${ID}/products`,
      `POST /v2/prospects/${ID}/steps`,
    ]);
    expect(calls[0]?.body).toEqual({
      tags: ['subscription-v2'],
      enrich: true,
      company_identifier: '73282932000074',
      id_job: 1042,
      agent_token: 'agent-1',
      referer: 'https://partner.test',
      source: 'partner',
    });
    expect(calls[1]?.body).toEqual({ slug: 'rc-pro' });
    expect(calls[2]?.body).toEqual({ strict: true });
    expect(calls[0]?.auth).toBe('Bearer dev-token-maif');
  });

  test("keeps the proof the creation answers, in this browser's storage by default", async () => {
    const keep = vi.fn();
    await createSubscription(fakeCore().client, { productSlug: 'rc-pro' }, vi.fn(), keep);
    expect(keep).toHaveBeenCalledWith(ID, 'proof-1');
    localStorage.clear();
    await createSubscription(fakeCore().client, { productSlug: 'rc-pro' });
    expect(prospectProof(ID)).toBe('proof-1');
  });

  test('a failure is logged and rethrown, and stops the sequence', async () => {
    const { client, calls } = fakeCore(`/v2/prospects/${ID}/products`);
    const log = vi.fn();
    await expect(createSubscription(client, { productSlug: 'rc-pro' }, log)).rejects.toMatchObject({
      status: 422,
    });
    expect(log).toHaveBeenCalledWith('Could not create the subscription', expect.anything());
    expect(calls).toHaveLength(2);
  });
});
