import { describe, expect, test } from 'vitest';
import {
  type CustomerArea,
  type CustomerSpaceIntent,
  customerSpaceIntentUrl,
} from './customer-space-intent-url.ts';
import { resolveIntent } from './resolve-intent.ts';

describe('customerSpaceIntentUrl: customer area base plus `{lang}-{COUNTRY}`', () => {
  test.each<[CustomerArea, string]>([
    [
      { baseUrl: 'https://client.example.com', language: 'fr', country: 'FR' },
      'https://client.example.com/fr-FR/intent',
    ],
    [
      { baseUrl: 'https://client.example.com/', language: 'en', country: 'fr' },
      'https://client.example.com/en-FR/intent',
    ],
    [
      { baseUrl: 'https://example.com/espace', language: 'IT', country: 'it' },
      'https://example.com/espace/it-IT/intent',
    ],
    [
      { baseUrl: 'https://example.com/espace/', language: 'es', country: 'ES' },
      'https://example.com/espace/es-ES/intent',
    ],
  ])('%j -> %s', (area, expected) => {
    expect(customerSpaceIntentUrl(area, { kind: 'login' })).toBe(`${expected}?type=login`);
  });

  test('a base that is not an absolute address throws', () => {
    expect(() =>
      customerSpaceIntentUrl({ baseUrl: '', language: 'fr', country: 'FR' }, { kind: 'login' }),
    ).toThrow(TypeError);
  });
});

describe('customerSpaceIntentUrl: type=login or goto with reason, redirect_uri, login', () => {
  const area = { baseUrl: 'https://client.example.com', language: 'fr', country: 'FR' };
  test.each<[CustomerSpaceIntent, string]>([
    [{ kind: 'login' }, 'https://client.example.com/fr-FR/intent?type=login'],
    [
      { kind: 'goto', redirectUri: '/contracts?id=1', reason: 'contract' },
      'https://client.example.com/fr-FR/intent?type=goto&reason=contract&redirect_uri=%2Fcontracts%3Fid%3D1',
    ],
    [
      { kind: 'login', reason: 'already_client', login: 'jo@example.com', redirectUri: '' },
      'https://client.example.com/fr-FR/intent?type=login&reason=already_client&login=jo%40example.com',
    ],
    [
      { kind: 'password', token: 'Zk3p_x-1' },
      'https://client.example.com/fr-FR/intent?type=password&token=Zk3p_x-1',
    ],
  ])('%j -> %s', (intent, expected) => {
    expect(customerSpaceIntentUrl(area, intent)).toBe(expected);
  });
});

test('a login or goto action of resolveIntent passes on as it is', () => {
  const action = resolveIntent({ type: 'goto', redirect_uri: '/claims', login: 'jo@example.com' });
  expect(action.kind).toBe('goto');
  if (action.kind !== 'goto') return;
  expect(
    customerSpaceIntentUrl({ baseUrl: 'https://client.example.com', language: 'fr', country: 'FR' }, action),
  ).toBe('https://client.example.com/fr-FR/intent?type=goto&redirect_uri=%2Fclaims&login=jo%40example.com');
});
