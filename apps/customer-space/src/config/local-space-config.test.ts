import { describe, expect, test } from 'vitest';
import publicConfig from '../../public/config.json' with { type: 'json' };
import { LOCAL_SPACE_ADDRESSES, localSpaceConfig } from './local-space-config.ts';
import { spaceConfigSchema } from './space-config.ts';

describe('localSpaceConfig', () => {
  test('is the shipped public/config.json (else run `pnpm --filter @souscrire/customer-space generate`)', () => {
    expect(publicConfig).toEqual(localSpaceConfig(LOCAL_SPACE_ADDRESSES));
  });

  test('is valid, and sends a tenant chosen by its host back to the journey on that host', () => {
    const config = spaceConfigSchema.parse(
      localSpaceConfig({ core: 'http://localhost:4300', journeyPort: 5180 }),
    );
    expect(config.tenants.maif).toEqual({
      coreApiUrl: 'http://localhost:4300',
      coreApiToken: 'dev-token-maif',
      journeyUrl: 'http://maif.localhost:5180',
    });
    expect(config.tenants.plussimple?.journeyUrl).toBeUndefined();
    // The help page gives the advisers' number, the journey's.
    expect(config.supportPhone).toBe('01 23 45 67 89');
  });
});
