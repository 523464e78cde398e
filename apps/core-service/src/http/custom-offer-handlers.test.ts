import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { prospectAtOffer } from '../testing/journey.ts';
import { startTestService, type TestService } from '../testing/test-service.ts';

let service: TestService;
beforeAll(async () => {
  service = await startTestService();
});
afterAll(() => service.close());

/** rc-pro prices up to 19 employees: 45 is a custom offer (qualification, then unhooking). */
const OUT_OF_BOUNDS = { headcount: 45, revenue: 300000 };

async function unhookedProspect(): Promise<string> {
  const api = service.api();
  const created = await api.POST('/v2/prospects', { body: { tags: ['subscription-v2'], enrich: true } });
  const id = created.data?.data.id ?? '';
  const path = { params: { path: { id } } };
  await api.POST('/v2/prospects/{id}/products', { ...path, body: { slug: 'rc-pro' } });
  await api.POST('/v2/prospects/{id}/steps', { ...path, body: { strict: true } });
  const criteria = await api.PUT('/v2/prospects/{id}/criterias', {
    ...path,
    body: { criterias: OUT_OF_BOUNDS },
  });
  expect(criteria.response.status).toBe(200);
  return id;
}

describe('POST /v2/prospects/{id}/custom-offer-request', () => {
  test('criteria outside the bounds: qualification is the next step, the request is recorded and confirmed', async () => {
    const id = await unhookedProspect();
    const api = service.api();
    const workflow = await api.GET('/v2/prospects/{id}/steps', { params: { path: { id } } });
    const qualification = workflow.data?.data.steps.find((step) => step.slug === 'qualification');
    expect(qualification).toMatchObject({ is_relevant: true });
    const response = await api.POST('/v2/prospects/{id}/custom-offer-request', {
      params: { path: { id } },
      body: {
        email: 'paul.durand@example.com',
        phone: '+33698765432',
        message: '45 people in the workshop.',
      },
      headers: { 'accept-language': 'fr-FR' },
    });
    expect(response.response.status).toBe(202);
    expect(Date.parse(response.data?.data.requested_at ?? '')).not.toBeNaN();
    const [row] = await service.db.query<Record<string, unknown>>(
      'SELECT email, phone, custom_offer_message, custom_offer_requested_at FROM prospects WHERE id = $1',
      [id],
    );
    expect(row).toMatchObject({
      email: 'paul.durand@example.com',
      phone: '+33698765432',
      custom_offer_message: '45 people in the workshop.',
    });
    expect(row?.custom_offer_requested_at).not.toBeNull();
    const mails = await service.db.query<{ recipient: string; body: string }>(
      "SELECT recipient, body FROM outbox WHERE prospect_id = $1 AND kind = 'custom-offer'",
      [id],
    );
    expect(mails).toEqual([
      { recipient: 'paul.durand@example.com', body: expect.stringContaining('conseiller') },
    ]);
  });

  test('criteria within the bounds: 409, nothing recorded', async () => {
    const { id } = await prospectAtOffer(service);
    const { error, response } = await service.api().POST('/v2/prospects/{id}/custom-offer-request', {
      params: { path: { id } },
      body: { email: 'jeanne.martin@example.com' },
    });
    expect(response.status).toBe(409);
    expect(error?.code).toBe('within_bounds');
  });

  test('an e-mail is required and must be one (422 on the field); another tenant 404', async () => {
    const id = await unhookedProspect();
    // A body outside the contract: sent untyped on purpose.
    const missing = await service.call('POST', `/v2/prospects/${id}/custom-offer-request`, { body: {} });
    expect(missing.status).toBe(422);
    expect(missing.body.errors).toHaveProperty('email');
    const other = await service
      .api({ token: 'dev-token-maif' })
      .POST('/v2/prospects/{id}/custom-offer-request', {
        params: { path: { id } },
        body: { email: 'paul.durand@example.com' },
      });
    expect(other.response.status).toBe(404);
  });

  test('the phone must be a number of the country plan (422 on the field), kept in E.164', async () => {
    const id = await unhookedProspect();
    const request = (phone: string) =>
      service.api().POST('/v2/prospects/{id}/custom-offer-request', {
        params: { path: { id } },
        body: { email: 'paul.durand@example.com', phone },
        headers: { 'accept-language': 'fr-FR' },
      });
    const refused = await request('12');
    expect(refused.response.status).toBe(422);
    expect(refused.error?.errors).toEqual({ phone: [expect.stringContaining('numéro de téléphone valide')] });
    expect((await request('01 45 45 32 45')).response.status).toBe(202);
    const [row] = await service.db.query<{ phone: string }>('SELECT phone FROM prospects WHERE id = $1', [
      id,
    ]);
    expect(row?.phone).toBe('+33145453245');
  });
});
