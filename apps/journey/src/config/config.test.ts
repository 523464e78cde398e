import assert from 'node:assert/strict';
import { describe, expect, test } from 'vitest';
import publicConfig from '../../public/config.json' with { type: 'json' };
import { ConfigError } from './config-error.ts';
import { configLoadError, loadConfig, parseConfig } from './load-config.ts';
import { LOCAL_ADDRESSES, localJourneyConfig } from './local-journey-config.ts';
import { customerAreaBaseUrl, marketplaceUrl } from './tenant-addresses.ts';

const json =
  (body: unknown, status = 200) =>
  async () =>
    new Response(JSON.stringify(body), { status });

describe('parseConfig', () => {
  test("the shipped public/config.json is the tenant manifest's (else run `pnpm --filter @souscrire/journey generate`)", () => {
    expect(publicConfig).toEqual(localJourneyConfig(LOCAL_ADDRESSES));
  });

  test('the shipped public/config.json is valid', () => {
    const result = parseConfig(publicConfig);
    expect(result.kind).toBe('ok');
  });

  test('the local product offers both ways to pay: the card needs the sandbox provider of the local core', () => {
    const result = parseConfig(publicConfig);
    if (result.kind !== 'ok') throw new Error('the shipped configuration is valid');
    const core = Object.values(result.config.tenants)[0]?.coreApiUrl;
    expect(result.config.paymentPublishableKey).toBeTruthy();
    expect(result.config.paymentScriptUrl).toBe(`${core}/sandbox/payment-provider.js`);
  });

  test('applies defaults', () => {
    const result = parseConfig({ environment: 'production' });
    expect(result).toEqual({
      kind: 'ok',
      config: {
        environment: 'production',
        tenants: {},
        analytics: { enabled: false, firstParty: true, console: false },
        versionPollIntervalMs: 60_000,
      },
    });
  });

  test.each([
    [{}, 'environment'],
    [{ environment: 'dev', tenants: { maif: { coreApiUrl: 'not a url' } } }, 'tenants.maif.coreApiUrl'],
    [{ environment: 'dev', analytics: { enabled: 'yes' } }, 'analytics.enabled'],
  ])('rejects %o at %s', (raw, path) => {
    const result = parseConfig(raw);
    expect(result.kind).toBe('invalid');
    expect(result.kind === 'invalid' && result.issues.some((issue) => issue.startsWith(path))).toBe(true);
  });
});

describe('loadConfig', () => {
  test('fetches and validates', async () => {
    expect((await loadConfig(json({ environment: 'dev' }))).kind).toBe('ok');
  });

  test('a failed load becomes a ConfigError with a code', () => {
    const error = configLoadError({ kind: 'unreachable', status: 500 });
    expect(error).toBeInstanceOf(ConfigError);
    expect(error.code).toBe('config_unreachable');
  });
});

describe('tenant addresses', () => {
  const result = parseConfig({
    environment: 'production',
    customerAreaBaseUrl: 'https://client.example/',
    marketplaceUrl: 'https://market.example/',
    tenants: { maif: { marketplaceUrl: 'https://maif.example/market' } },
  });
  const config = result.kind === 'ok' ? result.config : undefined;

  test('the customer-area base address comes from the configuration', () => {
    expect(config && customerAreaBaseUrl(config, 'plussimple', 'plussimple.localhost:5173')).toBe(
      'https://client.example/',
    );
  });

  test('a development address follows the host the journey was opened on', () => {
    const local = parseConfig(publicConfig);
    assert.ok(local.kind === 'ok');
    expect(customerAreaBaseUrl(local.config, 'plussimple', 'plussimple.localhost:5173')).toBe(
      'http://plussimple.localhost:5174',
    );
    expect(customerAreaBaseUrl(local.config, 'plussimple-de', 'plussimple-de.localhost:5173')).toBe(
      'http://plussimple-de.localhost:5174',
    );
    expect(customerAreaBaseUrl(local.config, 'plussimple-de', 'localhost:5173')).toBe(
      'http://localhost:5174',
    );
    expect(customerAreaBaseUrl(local.config, 'maif', 'maif.localhost:5173')).toBe(
      'http://maif.localhost:5174',
    );
  });

  test('a tenant may override the marketplace address', () => {
    expect(config && marketplaceUrl(config, 'maif')).toBe('https://maif.example/market');
    expect(config && marketplaceUrl(config, 'qbe')).toBe('https://market.example/');
  });

  test('a missing customer-area address raises the configuration URL error', () => {
    const bare = parseConfig({ environment: 'dev' });
    expect(() => bare.kind === 'ok' && customerAreaBaseUrl(bare.config, 'maif', 'maif.localhost')).toThrow(
      'No Core API URL is defined for the tenant maif',
    );
  });
});
