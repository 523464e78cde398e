import type { components } from '@souscrire/core-api';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { prospectCalls } from '../testing/prospect-calls.ts';
import { startTestService, type TestService } from '../testing/test-service.ts';

// A company the register does not know, typed by hand with its company ID (checked by the country's
// rule, kept in the register's form); 'nobody holds more than 25%' declares the legal representative.

let service: TestService;
beforeAll(async () => {
  service = await startTestService();
});
afterAll(() => service.close());

const { api, getProspect, journeyStart } = prospectCalls(() => service);

/** Saves answers on a prospect of the tenant, in a page language: the status, saved prospect and errors. */
async function put(
  token: string,
  id: string,
  body: components['schemas']['ProspectUpdate'],
  language = 'en',
) {
  const { data, error, response } = await api(token).PUT('/v2/prospects/{id}', {
    params: { path: { id } },
    body,
    headers: { 'accept-language': language },
  });
  return { status: response.status, prospect: data?.data, errors: error?.errors };
}

describe('PUT /v2/prospects/{id}: a company ID typed by hand', () => {
  test.each([
    ['plussimple', '732 829 320 00074', '73282932000074'],
    ['plussimple', '732829320', '732829320'],
    // La Poste's establishments break Luhn: their digits add up to a multiple of 5.
    ['plussimple', '35600000000048', '35600000000048'],
    ['plussimple-de', 'hrb 98765, Amtsgericht Köln', 'HRB 98765, Köln'],
    ['plussimple-de', 'HRA 4711', 'HRA 4711'],
    ['plussimple-it', 'IT 00743110157', '00743110157'],
    ['plussimple-es', 'b-82349267', 'B82349267'],
  ])('%s keeps %s as %s, although the register does not know it', async (tenant, typed, kept) => {
    const { id, token } = await journeyStart({ token: `dev-token-${tenant}` });
    const saved = await put(token, id, {
      name: 'Martin & Fils',
      address: '12 rue Oberkampf',
      company_identifier: typed,
      siret: typed,
    });
    expect(saved.status).toBe(200);
    expect(saved.prospect).toMatchObject({ name: 'Martin & Fils', company_identifier: kept, siret: kept });
    expect((await getProspect(id, { token })).prospect).toMatchObject({ company_identifier: kept });
  });

  test.each([
    [
      'plussimple',
      '73282932000075',
      'fr',
      'Ce SIREN ou SIRET n’est pas valide : vérifiez ses 9 ou 14 chiffres.',
    ],
    ['plussimple', '35600000010013', 'en', 'This SIREN or SIRET is not valid: check its 9 or 14 digits.'],
    ['plussimple', '7328293', 'es', 'Este SIREN o SIRET no es válido: compruebe sus 9 o 14 dígitos.'],
    [
      'plussimple-de',
      'Bäckerei 12345',
      'de',
      'Diese Handelsregisternummer ist ungültig: Schreiben Sie sie in der Form HRB 12345, Amtsgericht München.',
    ],
    ['plussimple-it', '00743110158', 'it', 'Questa partita IVA non è valida: controlli le 11 cifre.'],
    ['plussimple-es', 'B82349268', 'es', 'Este NIF no es válido: compruebe su letra y sus dígitos.'],
  ])(
    '%s refuses %s with the error on the field, in the page language (%s)',
    async (tenant, typed, language, message) => {
      const { id, token } = await journeyStart({ token: `dev-token-${tenant}` });
      const refused = await put(token, id, { name: 'Martin & Fils', company_identifier: typed }, language);
      expect(refused.status).toBe(422);
      expect(refused.errors).toEqual({ company_identifier: [message] });
      // Nothing of the refused answers is saved.
      expect((await getProspect(id, { token })).prospect).toMatchObject({ company_identifier: null });
    },
  );

  test('each company ID field carries its own error; null clears the ID', async () => {
    const { id, token } = await journeyStart();
    const both = await put(token, id, { company_identifier: '123', siret: '456' });
    expect(Object.keys(both.errors ?? {}).sort()).toEqual(['company_identifier', 'siret']);
    expect((await put(token, id, { company_identifier: '732829320' })).status).toBe(200);
    const cleared = await put(token, id, { company_identifier: null, siret: null, name: 'Sans SIREN' });
    expect(cleared.prospect).toMatchObject({ company_identifier: null, siret: null, name: 'Sans SIREN' });
  });
});

describe('PUT /v2/prospects/{id}/sanction-beneficiaries: nobody holds more than 25%', () => {
  const representative = {
    firstname: 'Jeanne',
    lastname: 'Martin',
    birth_date: '1984-05-17',
    nationality: 'FR',
    ownership_percentage: 10,
    role: 'legal_representative',
    function: 'Gérante',
  } satisfies components['schemas']['Beneficiary'];

  async function putOwners(
    id: string,
    beneficiaries: components['schemas']['Beneficiary'][],
    language = 'en',
  ) {
    const { data, error, response } = await api().PUT('/v2/prospects/{id}/sanction-beneficiaries', {
      params: { path: { id } },
      body: { beneficiaries },
      headers: { 'accept-language': language },
    });
    return { status: response.status, saved: data?.data, errors: error?.errors };
  }

  test('the legal representative is stored as the beneficial owner, with their role and function', async () => {
    const { id } = await journeyStart();
    const saved = await putOwners(id, [representative]);
    expect(saved.status).toBe(200);
    expect(saved.saved?.beneficiaries).toEqual([representative]);
    const { data } = await api().GET('/v2/prospects/{id}/sanction-beneficiaries', {
      params: { path: { id } },
    });
    expect(data?.data.beneficiaries).toEqual([representative]);
  });

  test('a representative with no function, or above 25%, is refused field by field in the page language', async () => {
    const { id } = await journeyStart();
    const { function: _, ...withoutFunction } = representative;
    const refused = await putOwners(
      id,
      [withoutFunction, { ...representative, ownership_percentage: 40 }],
      'fr',
    );
    expect(refused.status).toBe(422);
    expect(refused.errors).toEqual({
      'beneficiaries.0.function': ['Ce champ est obligatoire'],
      'beneficiaries.1.ownership_percentage': [
        'Au-delà de 25 %, cette personne est bénéficiaire effectif en tant que détenteur : déclarez plutôt les détenteurs.',
      ],
    });
  });

  test('owners and a legal representative are not mixed; owners alone keep working as before', async () => {
    const { id } = await journeyStart();
    const owner = { ...representative, role: 'owner', ownership_percentage: 60 } as const;
    const mixed = await putOwners(id, [owner, representative], 'de');
    expect(mixed.status).toBe(422);
    expect(mixed.errors).toEqual({
      beneficiaries: [
        'Geben Sie entweder die Personen mit mehr als 25 % oder den gesetzlichen Vertreter an, nicht beides.',
      ],
    });
    const { role: _role, function: _function, ...plainOwner } = owner;
    expect((await putOwners(id, [plainOwner])).status).toBe(200);
  });
});
