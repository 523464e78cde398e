import { describe, expect, test } from 'vitest';
import { z } from 'zod/mini';
import { loadRuntimeConfig, parseRuntimeConfig } from './runtime-config.ts';

const schema = z.object({
  environment: z.string().check(z.minLength(1)),
  tenants: z._default(z.record(z.string(), z.object({ coreApiUrl: z.url() })), {}),
});

const json =
  (body: unknown, status = 200) =>
  async () =>
    new Response(JSON.stringify(body), { status });

describe('parseRuntimeConfig', () => {
  test('answers the configuration, defaults applied', () => {
    expect(parseRuntimeConfig(schema, { environment: 'production' })).toEqual({
      kind: 'ok',
      config: { environment: 'production', tenants: {} },
    });
  });

  test.each([
    [{}, 'environment: '],
    [{ environment: 'dev', tenants: { maif: { coreApiUrl: 'not a url' } } }, 'tenants.maif.coreApiUrl: '],
    ['text', '(root): '],
  ])('names where %j is wrong', (raw, path) => {
    const result = parseRuntimeConfig(schema, raw);
    expect(result.kind).toBe('invalid');
    expect(result.kind === 'invalid' && result.issues.some((issue) => issue.startsWith(path))).toBe(true);
  });
});

describe('loadRuntimeConfig', () => {
  test('fetches without the browser cache, then validates', async () => {
    const asked: RequestInit[] = [];
    const result = await loadRuntimeConfig(schema, async (_url, init) => {
      asked.push(init ?? {});
      return new Response(JSON.stringify({ environment: 'dev' }));
    });
    expect(result).toEqual({ kind: 'ok', config: { environment: 'dev', tenants: {} } });
    expect(asked[0]?.cache).toBe('no-store');
  });

  test.each([
    [json({}, 404), { kind: 'unreachable', status: 404 }],
    [
      async () => {
        throw new TypeError('offline');
      },
      { kind: 'unreachable', status: undefined },
    ],
    [async () => new Response('<html>'), { kind: 'invalid', issues: ['(root): not JSON'] }],
  ])('reports failures as values (%#)', async (fetchImpl, expected) => {
    expect(await loadRuntimeConfig(schema, fetchImpl)).toEqual(expected);
  });
});
