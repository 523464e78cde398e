import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { prospectAtOffer } from '../testing/journey.ts';
import { startTestService, type TestService } from '../testing/test-service.ts';

let service: TestService;
let id: string;
beforeAll(async () => {
  service = await startTestService();
  ({ id } = await prospectAtOffer(service));
}, 120_000);
afterAll(() => service.close());

const CHOICE = { formula: 'balanced', excess_level: 'standard', options: ['legal-protection'] };

describe('GET /v2/prospects/{id}/offer', () => {
  test('prices the three formulas with guarantees, options, excess levels and a recommendation', async () => {
    const response = await service.call('GET', `/v2/prospects/${id}/offer`, {
      headers: { 'accept-language': 'fr' },
    });
    expect(response.status).toBe(200);
    const offer = response.body.data;
    expect(offer).toMatchObject({
      id,
      product: 'rc-pro',
      audience: null,
      recommendation: 'balanced',
      warning: null,
    });
    expect(offer.formulas.map((formula: { name: string }) => formula.name)).toEqual([
      'economic',
      'balanced',
      'complete',
    ]);
    expect(offer.formulas.map((formula: { advice_level: string }) => formula.advice_level)).toEqual([
      'unsuited',
      'recommended',
      'suited',
    ]);
    expect(offer.formulas[1].guarantees[0]).toEqual({
      code: 'civil-liability',
      label: 'Responsabilité civile',
      limit: { amount: 100000000, currency: 'EUR' },
    });
    expect(offer.formulas[1].documents[0]).toMatchObject({
      id: 'ipid-balanced',
      url: `/v2/prospects/${id}/documents/ipid-balanced`,
      mime_type: 'application/pdf',
    });
    expect(offer.excess_levels.map((level: { code: string }) => level.code)).toEqual([
      'low',
      'standard',
      'high',
    ]);
    expect(offer.selection).toBeNull();
    expect(offer.price).toBeNull();
  });

  test('another tenant, an unknown id or no token', async () => {
    expect((await service.call('GET', `/v2/prospects/${id}/offer`, { token: 'dev-token-maif' })).status).toBe(
      404,
    );
    expect(
      (await service.call('GET', '/v2/prospects/00000000-0000-4000-8000-000000000000/offer')).status,
    ).toBe(404);
    expect((await service.call('GET', `/v2/prospects/${id}/offer`, { token: null })).status).toBe(401);
  });

  test('a prospect whose pricing criteria are not answered has no offer yet', async () => {
    const created = await service.call('POST', '/v2/prospects', {
      body: { tags: ['subscription-v2'], enrich: true },
    });
    const other = created.body.data.id;
    await service.call('POST', `/v2/prospects/${other}/products`, { body: { slug: 'rc-pro' } });
    const response = await service.call('GET', `/v2/prospects/${other}/offer`);
    expect(response.status).toBe(404);
    expect(response.body.message).toContain('headcount');
  });
});

describe('PUT /v2/prospects/{id}/offer', () => {
  test('saves the choice on the server and prices it per frequency', async () => {
    const response = await service.call('PUT', `/v2/prospects/${id}/offer`, { body: CHOICE });
    expect(response.status).toBe(200);
    const offer = response.body.data;
    expect(offer.selection).toEqual(CHOICE);
    const balanced = offer.formulas[1].price.amount;
    expect(offer.price.premium.amount).toBe(balanced + 9000);
    expect(offer.price.total).toEqual(offer.price.premium);
    expect(offer.price.by_frequency.map((entry: { frequency: string }) => entry.frequency)).toEqual([
      'annual',
      'biannually',
      'quarterly',
      'monthly',
    ]);
    const again = await service.call('GET', `/v2/prospects/${id}/offer`);
    expect(again.body.data.selection).toEqual(CHOICE);
    expect(again.body.data.price).toEqual(offer.price);
  });

  test('an unsuited formula is saved with a warning recommending another formula', async () => {
    const response = await service.call('PUT', `/v2/prospects/${id}/offer`, {
      body: { formula: 'economic', excess_level: 'high', options: [] },
    });
    expect(response.status).toBe(200);
    expect(response.body.data.warning).toEqual({ code: 'unsuited_level', recommended_formula: 'balanced' });
    await service.call('PUT', `/v2/prospects/${id}/offer`, { body: CHOICE });
  });

  test.each([
    [
      { formula: 'balanced', excess_level: '', options: [] },
      'excess_level',
      'Choose above the excess level you want before continuing.',
    ],
    [
      { formula: 'balanced', excess_level: 'huge', options: [] },
      'excess_level',
      'This excess level is not offered',
    ],
    [
      { formula: 'complete', excess_level: 'low', options: ['legal-protection'] },
      'options.0',
      'This option is not offered with this formula',
    ],
    [
      { formula: 'balanced', excess_level: 'low', options: [], audience: 'managers' },
      'audience',
      'This product has no such audience',
    ],
    [{ formula: 'premium', excess_level: 'low', options: [] }, 'formula', undefined],
    [{ excess_level: 'low', options: [] }, 'formula', 'This field is required'],
  ])('%o answers 422 on %s', async (body, field, message) => {
    const response = await service.call('PUT', `/v2/prospects/${id}/offer`, { body });
    expect(response.status).toBe(422);
    expect(response.body.code).toBe('validation_failed');
    expect(Object.keys(response.body.errors)).toContain(field);
    if (message !== undefined) expect(response.body.errors[field]).toEqual([message]);
  });

  test('a malformed body answers 400; another tenant 404; no token 401', async () => {
    expect((await service.call('PUT', `/v2/prospects/${id}/offer`, { body: '{' })).status).toBe(400);
    expect(
      (await service.call('PUT', `/v2/prospects/${id}/offer`, { body: CHOICE, token: 'dev-token-maif' }))
        .status,
    ).toBe(404);
    expect(
      (await service.call('PUT', `/v2/prospects/${id}/offer`, { body: CHOICE, token: null })).status,
    ).toBe(401);
  });

  test('collective health prices managers and non-managers', async () => {
    const { id: health } = await prospectAtOffer(service, {
      product: 'sante-collective',
      criterias: {
        headcount: 6,
        managers_count: 2,
        non_managers_count: 4,
        has_current_contract: false,
        sanctioned_country_exposure: false,
      },
    });
    const first = await service.call('GET', `/v2/prospects/${health}/offer`);
    expect(first.body.data.audience).toBe('non_managers');
    const managers = await service.call('PUT', `/v2/prospects/${health}/offer`, {
      body: { formula: 'economic', excess_level: 'standard', options: [], audience: 'managers' },
    });
    expect(managers.status).toBe(200);
    expect(managers.body.data.audience).toBe('managers');
    expect(managers.body.data.selection.audience).toBe('managers');
    expect(managers.body.data.formulas[0].price.amount).not.toBe(first.body.data.formulas[0].price.amount);
  });
});
