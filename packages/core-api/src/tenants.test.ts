import { readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import { developmentToken, JOURNEY_TENANTS, localTenantConfigs, TENANTS } from './tenants.ts';

describe('the tenant manifest', () => {
  test('the JSON the core reads is the manifest (else run `pnpm --filter @souscrire/core-api generate`)', () => {
    const json = readFileSync(new URL('./generated/tenants.json', import.meta.url), 'utf8');
    expect(JSON.parse(json)).toEqual(TENANTS);
  });

  test('ids are unique, lower-case host-name labels', () => {
    const ids = TENANTS.map((tenant) => tenant.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(id).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
  });

  test('each country has one tenant chosen by country, and one tenant is named after a product', () => {
    const byCountry = TENANTS.filter((tenant) => tenant.chosenBy === 'country').map(
      (tenant) => tenant.country,
    );
    expect(byCountry.sort()).toEqual(['DE', 'ES', 'FR', 'IT']);
    expect(TENANTS.filter((tenant) => tenant.chosenBy === 'product')).toHaveLength(1);
  });

  test.each(TENANTS)('$id sells what it sells as a broker, and has a #rrggbb colour', (tenant) => {
    const brokerProducts: readonly string[] = 'brokerProducts' in tenant ? tenant.brokerProducts : [];
    for (const slug of brokerProducts) expect(tenant.products).toContain(slug);
    expect(tenant.brandColor).toMatch(/^#[0-9a-f]{6}$/);
  });
});

describe('localTenantConfigs', () => {
  const configs = localTenantConfigs('http://localhost:4100', { key: 'journeyUrl', port: 5180 });

  test('lists every tenant a journey serves with its development token', () => {
    expect(Object.keys(configs)).toEqual(JOURNEY_TENANTS.map((tenant) => tenant.id));
    expect(configs).not.toHaveProperty('product');
    expect(configs.maif).toMatchObject({
      coreApiUrl: 'http://localhost:4100',
      coreApiToken: 'dev-token-maif',
    });
  });

  test("links a tenant chosen by host to its own host, and a country's tenant to none", () => {
    expect(configs.maif?.journeyUrl).toBe('http://maif.localhost:5180');
    expect(configs['plussimple-de']).not.toHaveProperty('journeyUrl');
  });
});

test('developmentToken', () => {
  expect(developmentToken('qbe')).toBe('dev-token-qbe');
});
