import { describe, expect, test } from 'vitest';
import { targetPath } from './target-path.ts';
import { tenantFor } from './tenant-for.ts';

const ID = '6f1c2a9e-3b4d-4c8e-9f0a-1b2c3d4e5f60';

describe('tenantFor', () => {
  test.each([
    ['maif.localhost:5173', 'FR', undefined, 'maif'],
    ['localhost:5173', 'DE', undefined, 'plussimple-de'],
    ['localhost:5173', 'IT', undefined, 'plussimple-it'],
    ['localhost:5173', undefined, undefined, 'plussimple'],
    ['maif.localhost:5173', 'FR', 'qbe', 'qbe'],
  ])('host %s, country %s, pinned %s gives %s', (host, country, pinnedTenant, tenant) => {
    expect(tenantFor({ pinnedTenant }, host, country)).toBe(tenant);
  });

  test('the {product} tenant: a host naming a product configured as a brand picks it', () => {
    const tenants = {
      'rc-pro': { product: { name: 'RC Pro', primaryColor: '#0f766e' } },
      plussimple: { coreApiToken: 'dev-token-plussimple' },
    };
    expect(tenantFor({ pinnedTenant: undefined, tenants }, 'rc-pro.localhost:5173', 'FR')).toBe('rc-pro');
    // a brand's own id beats a product slug; a product without a brand is no tenant
    expect(tenantFor({ pinnedTenant: undefined, tenants }, 'maif-rc-pro.localhost', 'FR')).toBe('maif');
    expect(tenantFor({ pinnedTenant: undefined, tenants }, 'multirisque.localhost', 'FR')).toBe('plussimple');
  });
});

describe('targetPath', () => {
  test.each([
    [{ name: 'subscription.offer' as const }, 'fr-FR' as const, `/fr-FR/souscription/${ID}/offre`],
    [{ name: 'subscription.activity' as const }, 'de-DE' as const, `/de-DE/Abonnement/${ID}/taetigkeit`],
    [
      { name: 'subscription.criteria.step' as const, params: { step: 'turnover' } },
      'en-FR' as const,
      `/en-FR/subscription/${ID}/criteria/turnover`,
    ],
  ])('%o in %s is %s', (target, locale, path) => {
    expect(targetPath(target, locale, ID)).toBe(path);
  });
});
