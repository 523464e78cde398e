import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { prospectAtOffer } from '../testing/journey.ts';
import { startTestService, type TestService } from '../testing/test-service.ts';

let service: TestService;
beforeAll(async () => {
  service = await startTestService();
});
afterAll(() => service.close());

/** rc-pro prices up to 19 employees: 45 is a custom offer (spec 2: qualification, then unhooking). */
const OUT_OF_BOUNDS = { headcount: 45, revenue: 300000 };

async function unhookedProspect(): Promise<string> {
  const created = await service.call('POST', '/v2/prospects', {
    body: { tags: ['subscription-v2'], enrich: true },
  });
  const id: string = created.body.data.id;
  await service.call('POST', `/v2/prospects/${id}/products`, { body: { slug: 'rc-pro' } });
  await service.call('POST', `/v2/prospects/${id}/steps`, { body: { strict: true } });
  const criteria = await service.call('PUT', `/v2/prospects/${id}/criterias`, {
    body: { criterias: OUT_OF_BOUNDS },
  });
  expect(criteria.status).toBe(200);
  return id;
}

describe('POST /v2/prospects/{id}/custom-offer-request', () => {
  test('criteria outside the bounds: qualification is the next step, the request is recorded and confirmed', async () => {
    const id = await unhookedProspect();
    const workflow = await service.call('GET', `/v2/prospects/${id}/steps`);
    const qualification = workflow.body.data.steps.find(
      (step: { slug: string }) => step.slug === 'qualification',
    );
    expect(qualification).toMatchObject({ is_relevant: true });
    const response = await service.call('POST', `/v2/prospects/${id}/custom-offer-request`, {
      body: {
        email: 'paul.durand@example.com',
        phone: '+33698765432',
        message: '45 people in the workshop.',
      },
      headers: { 'accept-language': 'fr-FR' },
    });
    expect(response.status).toBe(202);
    expect(Date.parse(response.body.data.requested_at)).not.toBeNaN();
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
    const response = await service.call('POST', `/v2/prospects/${id}/custom-offer-request`, {
      body: { email: 'jeanne.martin@example.com' },
    });
    expect(response.status).toBe(409);
    expect(response.body.code).toBe('within_bounds');
  });

  test('an e-mail is required and must be one (422 on the field); another tenant 404', async () => {
    const id = await unhookedProspect();
    const missing = await service.call('POST', `/v2/prospects/${id}/custom-offer-request`, { body: {} });
    expect(missing.status).toBe(422);
    expect(missing.body.errors).toHaveProperty('email');
    const other = await service.call('POST', `/v2/prospects/${id}/custom-offer-request`, {
      token: 'dev-token-maif',
      body: { email: 'paul.durand@example.com' },
    });
    expect(other.status).toBe(404);
  });
});
