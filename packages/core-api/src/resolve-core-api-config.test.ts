import { describe, expect, test } from 'vitest';
import { CoreApiError } from './core-api-error.ts';
import { type CoreApiTenantConfig, resolveCoreApiConfig } from './resolve-core-api-config.ts';

const tenants: Record<string, CoreApiTenantConfig> = {
  maif: { url: 'http://localhost:4000', token: 'dev-token-maif' },
  qbe: { token: 'dev-token-qbe' },
  oryx: { url: 'http://localhost:4000', token: '' },
  hobast: { url: '', token: 'dev-token-hobast' },
};
const resolve = (tenant: string) => tenants[tenant];

describe('resolveCoreApiConfig', () => {
  test.each([
    [
      'a tenant with no configuration at all',
      'verlingue',
      'missing_url',
      'No Core API URL is defined for the tenant verlingue',
    ],
    ['a tenant with no URL', 'qbe', 'missing_url', 'No Core API URL is defined for the tenant qbe'],
    [
      'a tenant with an empty URL',
      'hobast',
      'missing_url',
      'No Core API URL is defined for the tenant hobast',
    ],
    [
      'a tenant with an empty token',
      'oryx',
      'missing_token',
      'No Core API token is defined for the tenant oryx',
    ],
    ['no tenant', undefined, 'missing_base_url', 'No base URL found for Core API service'],
    ['an empty tenant', '', 'missing_base_url', 'No base URL found for Core API service'],
  ])('%s throws its configuration error', (_, tenant, code, message) => {
    const attempt = () => resolveCoreApiConfig(tenant, resolve);
    expect(attempt).toThrow(CoreApiError);
    expect(attempt).toThrow(expect.objectContaining({ name: 'CoreApiError', code, message }));
  });

  test('a complete configuration resolves', () => {
    expect(resolveCoreApiConfig('maif', resolve)).toEqual({
      tenant: 'maif',
      url: 'http://localhost:4000',
      token: 'dev-token-maif',
    });
  });
});
