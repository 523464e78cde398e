import { spawnSync } from 'node:child_process';
import { describe, expect, test } from 'vitest';
import { ConfigError, configOf, loadConfig } from './load-config.ts';

describe('loadConfig', () => {
  test('an empty environment is valid: every default applies', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({ NODE_ENV: 'development', CORE_PORT: 4000, CORE_TRUST_PROXY: 0 });
    expect(config.CORE_JOURNEY_ORIGINS).toEqual([]);
    expect(config.DATABASE_URL).toBeUndefined();
  });

  test('values are typed; a blank one counts as unset', () => {
    const config = loadConfig({
      CORE_PORT: '4100',
      CORE_TRUST_PROXY: '2',
      CORE_SANDBOX_PAGES: '1',
      CORE_JOURNEY_ORIGINS: 'https://maif.example, https://souscrire.example:8443',
      CORE_DB_POOL_SIZE: ' ',
    });
    expect(config.CORE_PORT).toBe(4100);
    expect(config.CORE_TRUST_PROXY).toBe(2);
    expect(config.CORE_SANDBOX_PAGES).toBe(true);
    expect(config.CORE_JOURNEY_ORIGINS).toEqual(['https://maif.example', 'https://souscrire.example:8443']);
    expect(config.CORE_DB_POOL_SIZE).toBe(4);
  });

  test.each([
    [{ CORE_PORT: 'abc' }, "CORE_PORT='abc' is not valid: expected an integer from 0 to 65535."],
    [{ CORE_TRUST_PROXY: 'x' }, "CORE_TRUST_PROXY='x' is not valid: expected an integer of 0 or more."],
    [{ NODE_ENV: 'prod' }, "NODE_ENV='prod' is not valid: expected one of development, test, production."],
    [{ CORE_PORT: '70000' }, "CORE_PORT='70000' is not valid: expected an integer from 0 to 65535."],
    [{ CORE_JOURNEY_ORIGINS: 'https://maif.example/journey' }, /^CORE_JOURNEY_ORIGINS='https:\/\/maif/],
  ])('%o is refused with one line naming the variable and what it expects', (env, message) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(message);
  });

  test("a secret's value is never repeated in the error", () => {
    expect(() => loadConfig({ DATABASE_URL: 'mysql://root:hunter2@db' })).toThrow(
      'DATABASE_URL is not valid: expected a postgres:// or postgresql:// URL.',
    );
  });

  test('a metrics token shorter than 32 characters is refused, without repeating it', () => {
    expect(() => loadConfig({ CORE_METRICS_TOKEN: 'short-secret' })).toThrow(
      'CORE_METRICS_TOKEN is not valid: expected a random text of at least 32 characters',
    );
    expect(loadConfig({ CORE_METRICS_TOKEN: 'x'.repeat(32) }).CORE_METRICS_TOKEN).toBe('x'.repeat(32));
  });

  test('configOf parses an environment object once', () => {
    const env = { CORE_PORT: '4200' };
    expect(configOf(env)).toBe(configOf(env));
    expect(configOf(env).CORE_PORT).toBe(4200);
  });
});

describe('configOrExit', () => {
  test('a wrong value exits 1 with one JSON line naming it, and no stack', () => {
    const script = "import('./src/index.ts').then((m) => m.configOrExit(process.env))";
    const run = spawnSync(process.execPath, ['--input-type=module', '-e', script], {
      cwd: new URL('..', import.meta.url),
      env: { PATH: process.env.PATH, CORE_PORT: 'abc' },
      encoding: 'utf8',
    });
    expect(run.status).toBe(1);
    const lines = run.stderr.trim().split('\n');
    expect(lines).toHaveLength(1);
    expect(JSON.parse(lines[0] ?? '')).toMatchObject({
      level: 60,
      variable: 'CORE_PORT',
      msg: "CORE_PORT='abc' is not valid: expected an integer from 0 to 65535.",
    });
  });
});
