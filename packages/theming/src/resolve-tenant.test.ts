import { describe, expect, test } from 'vitest';
import { resolveTenant, type TenantQuery, type TenantResolution } from './resolve-tenant.ts';

const productSlugs = ['multipro', 'rc-pro-artisan'];

describe('resolveTenant', () => {
  test.each<[TenantQuery, TenantResolution]>([
    [{ host: 'maif.localhost' }, { tenantId: 'maif', source: 'host' }],
    [{ host: 'maif.localhost:5173' }, { tenantId: 'maif', source: 'host' }],
    [{ host: 'souscription.MAIF.fr' }, { tenantId: 'maif', source: 'host' }],
    [
      { host: 'hobast.example', country: 'DE' },
      { tenantId: 'hobast', source: 'host' },
    ],
    [{ host: 'app.verlingue.example' }, { tenantId: 'verlingue', source: 'host' }],
    [{ host: 'oryx.localhost' }, { tenantId: 'oryx', source: 'host' }],
    [{ host: 'qbe-souscrire.example' }, { tenantId: 'qbe', source: 'host' }],
    [
      { host: 'www.plussimple.example', country: 'IT' },
      { tenantId: 'plussimple', source: 'host' },
    ],
    // longest match first: plussimple-de contains plussimple
    [{ host: 'www.plussimple-de.example' }, { tenantId: 'plussimple-de', source: 'host' }],
    [
      { host: 'plussimple-it.localhost', country: 'FR' },
      { tenantId: 'plussimple-it', source: 'host' },
    ],
    [{ host: 'plussimple-es.localhost' }, { tenantId: 'plussimple-es', source: 'host' }],
    // no host match: the country picks
    [
      { host: 'souscrire.example', country: 'FR' },
      { tenantId: 'plussimple', source: 'country' },
    ],
    [
      { host: 'souscrire.example', country: 'DE' },
      { tenantId: 'plussimple-de', source: 'country' },
    ],
    [
      { host: 'localhost', country: 'it' },
      { tenantId: 'plussimple-it', source: 'country' },
    ],
    [
      { host: 'localhost', country: 'ES' },
      { tenantId: 'plussimple-es', source: 'country' },
    ],
    [{ country: 'DE' }, { tenantId: 'plussimple-de', source: 'country' }],
    // neither: the default
    [
      { host: 'souscrire.example', country: 'BE' },
      { tenantId: 'plussimple', source: 'default' },
    ],
    [{ host: 'localhost' }, { tenantId: 'plussimple', source: 'default' }],
    [{}, { tenantId: 'plussimple', source: 'default' }],
    [
      { host: '', country: '' },
      { tenantId: 'plussimple', source: 'default' },
    ],
    [
      { host: 'x.example', country: 'toString' },
      { tenantId: 'plussimple', source: 'default' },
    ],
  ])('%o gives %o', (query, expected) => {
    expect(resolveTenant(query)).toEqual(expected);
  });
});

describe("resolveTenant: the '{product}' tenant", () => {
  test.each<[TenantQuery, TenantResolution]>([
    [
      { host: 'multipro.localhost', productSlugs },
      { tenantId: '{product}', productSlug: 'multipro', source: 'host' },
    ],
    [
      { host: 'www.rc-pro-artisan.example', country: 'DE', productSlugs },
      { tenantId: '{product}', productSlug: 'rc-pro-artisan', source: 'host' },
    ],
    // a brand's own id beats any product slug, even a longer one
    [
      { host: 'multipro.maif.example', productSlugs },
      { tenantId: 'maif', source: 'host' },
    ],
    [
      { host: 'maif-multipro.example', productSlugs: ['maif-multipro'] },
      { tenantId: 'maif', source: 'host' },
    ],
    // the longest product slug wins among products
    [
      { host: 'rc-pro-artisan.example', productSlugs: ['rc-pro', 'rc-pro-artisan'] },
      { tenantId: '{product}', productSlug: 'rc-pro-artisan', source: 'host' },
    ],
    // without product slugs, a product host falls back to the country
    [
      { host: 'multipro.localhost', country: 'ES' },
      { tenantId: 'plussimple-es', source: 'country' },
    ],
    [
      { host: 'other.localhost', productSlugs: ['', '  '] },
      { tenantId: 'plussimple', source: 'default' },
    ],
  ])('%o gives %o', (query, expected) => {
    expect(resolveTenant(query)).toEqual(expected);
  });
});
