import { describe, expect, test } from 'vitest';
import { type CustomerSpaceIntent, customerSpaceIntentUrl } from './customer-space-intent-url.ts';

describe('customerSpaceIntentUrl (spec 2: type=login or goto)', () => {
  test.each<[string, CustomerSpaceIntent, string]>([
    [
      'https://client.example.com/fr-FR',
      { type: 'login' },
      'https://client.example.com/fr-FR/intent?type=login',
    ],
    [
      'https://client.example.com/fr-FR/',
      { type: 'login' },
      'https://client.example.com/fr-FR/intent?type=login',
    ],
    [
      'https://example.com/espace/it-IT',
      { type: 'goto', redirectUri: '/contracts?id=1', reason: 'contract' },
      'https://example.com/espace/it-IT/intent?type=goto&reason=contract&redirect_uri=%2Fcontracts%3Fid%3D1',
    ],
    [
      'https://client.example.com/fr-FR',
      { type: 'login', reason: 'already_client', login: 'jo@example.com', redirectUri: '' },
      'https://client.example.com/fr-FR/intent?type=login&reason=already_client&login=jo%40example.com',
    ],
  ])('%s with %j -> %s', (area, intent, expected) => {
    expect(customerSpaceIntentUrl(area, intent)).toBe(expected);
  });

  test('a customer area that is not an absolute address throws', () => {
    expect(() => customerSpaceIntentUrl('', { type: 'login' })).toThrow(TypeError);
  });
});
