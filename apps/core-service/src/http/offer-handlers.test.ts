import type { components } from '@souscrire/core-api';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { BALANCED_CHOICE, prospectAtOffer } from '../testing/journey.ts';
import { startTestService, type TestService } from '../testing/test-service.ts';

let service: TestService;
let id: string;
beforeAll(async () => {
  service = await startTestService();
  ({ id } = await prospectAtOffer(service));
}, 120_000);
afterAll(() => service.close());

const CHOICE = BALANCED_CHOICE;

/** The prospect's offer, typed from the contract (or the failure's status). */
async function getOffer(prospectId: string, options: { token?: string | null; language?: string } = {}) {
  const { data, error, response } = await service
    .api(options.token === undefined ? {} : { token: options.token })
    .GET('/v2/prospects/{id}/offer', {
      params: { path: { id: prospectId } },
      headers: options.language === undefined ? {} : { 'accept-language': options.language },
    });
  return { offer: data?.data, error, status: response.status };
}

/** Saves an offer choice; the priced offer, typed from the contract. */
async function putOffer(
  prospectId: string,
  body: components['schemas']['OfferSelection'],
  token?: string | null,
) {
  const { data, error, response } = await service
    .api(token === undefined ? {} : { token })
    .PUT('/v2/prospects/{id}/offer', { params: { path: { id: prospectId } }, body });
  return { offer: data?.data, error, status: response.status };
}

describe('GET /v2/prospects/{id}/offer', () => {
  test('prices the three formulas with guarantees, options, excess levels and a recommendation', async () => {
    const { offer, status } = await getOffer(id, { language: 'fr' });
    expect(status).toBe(200);
    if (offer === undefined) throw new Error('no offer');
    expect(offer).toMatchObject({
      id,
      product: 'rc-pro',
      audience: null,
      recommendation: 'balanced',
      warning: null,
    });
    expect(offer.formulas.map((formula) => formula.name)).toEqual(['economic', 'balanced', 'complete']);
    expect(offer.formulas.map((formula) => formula.advice_level)).toEqual([
      'unsuited',
      'recommended',
      'suited',
    ]);
    expect(offer.formulas[1]?.guarantees[0]).toEqual({
      code: 'civil-liability',
      label: 'Responsabilité civile',
      limit: { amount: 100000000, currency: 'EUR' },
    });
    expect(offer.formulas[1]?.documents[0]).toMatchObject({
      id: 'ipid-balanced',
      url: `/v2/prospects/${id}/documents/ipid-balanced`,
      mime_type: 'application/pdf',
    });
    expect(offer.excess_levels.map((level) => level.code)).toEqual(['low', 'standard', 'high']);
    expect(offer.selection).toBeNull();
    expect(offer.price).toBeNull();
  });

  test('another tenant, an unknown id or no token', async () => {
    expect((await getOffer(id, { token: 'dev-token-maif' })).status).toBe(404);
    expect((await getOffer('00000000-0000-4000-8000-000000000000')).status).toBe(404);
    expect((await getOffer(id, { token: null })).status).toBe(401);
  });

  test('a prospect whose pricing criteria are not answered has no offer yet', async () => {
    const api = service.api();
    const created = await api.POST('/v2/prospects', { body: { tags: ['subscription-v2'], enrich: true } });
    const other = created.data?.data.id ?? '';
    await api.POST('/v2/prospects/{id}/products', {
      params: { path: { id: other } },
      body: { slug: 'rc-pro' },
    });
    const { status, error } = await getOffer(other);
    expect(status).toBe(404);
    expect(error?.message).toContain('headcount');
  });
});

describe('PUT /v2/prospects/{id}/offer', () => {
  test('saves the choice on the server and prices it per frequency', async () => {
    const { offer, status } = await putOffer(id, CHOICE);
    expect(status).toBe(200);
    if (offer?.price == null) throw new Error('no priced offer');
    expect(offer.selection).toEqual(CHOICE);
    const balanced = offer.formulas[1]?.price.amount ?? 0;
    expect(offer.price.premium.amount).toBe(balanced + 9000);
    expect(offer.price.total).toEqual(offer.price.premium);
    expect(offer.price.by_frequency?.map((entry) => entry.frequency)).toEqual([
      'annual',
      'biannually',
      'quarterly',
      'monthly',
    ]);
    const again = await getOffer(id);
    expect(again.offer?.selection).toEqual(CHOICE);
    expect(again.offer?.price).toEqual(offer.price);
  });

  test('an unsuited formula is saved with a warning recommending another formula', async () => {
    const { offer, status } = await putOffer(id, { formula: 'economic', excess_level: 'high', options: [] });
    expect(status).toBe(200);
    expect(offer?.warning).toEqual({ code: 'unsuited_level', recommended_formula: 'balanced' });
    await putOffer(id, CHOICE);
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
    // Some of these bodies are outside the contract: sent untyped on purpose.
    const response = await service.call('PUT', `/v2/prospects/${id}/offer`, { body });
    expect(response.status).toBe(422);
    expect(response.body.code).toBe('validation_failed');
    expect(Object.keys(response.body.errors)).toContain(field);
    if (message !== undefined) expect(response.body.errors[field]).toEqual([message]);
  });

  test('a malformed body answers 400; another tenant 404; no token 401', async () => {
    // Malformed JSON is outside the contract: sent untyped on purpose.
    expect((await service.call('PUT', `/v2/prospects/${id}/offer`, { body: '{' })).status).toBe(400);
    expect((await putOffer(id, CHOICE, 'dev-token-maif')).status).toBe(404);
    expect((await putOffer(id, CHOICE, null)).status).toBe(401);
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
    const first = await getOffer(health);
    expect(first.offer?.audience).toBe('non_managers');
    const managers = await putOffer(health, {
      formula: 'economic',
      excess_level: 'standard',
      options: [],
      audience: 'managers',
    });
    expect(managers.status).toBe(200);
    expect(managers.offer?.audience).toBe('managers');
    expect(managers.offer?.selection?.audience).toBe('managers');
    expect(managers.offer?.formulas[0]?.price.amount).not.toBe(first.offer?.formulas[0]?.price.amount);
  });
});
