import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Tenant } from '../infrastructure/tenant.ts';
import { startTestService, type TestService } from '../testing/test-service.ts';
import { findActiveClient, inactiveClientFor, normalizeLogin } from './clients.ts';

describe('normalizeLogin', () => {
  test.each([
    ['info@example.com', 'info@example.com'],
    [' Info@Example.COM ', 'info@example.com'],
    // U+0130 lowers to i + U+0307 (in every locale): the dot is dropped so that it meets the plain i.
    ['\u0130nfo@example.com', 'info@example.com'],
    ['i\u0307nfo@example.com', 'info@example.com'],
    // Full-width letters and the full-width @ are compatibility forms of the plain ones (NFKC).
    ['\uff29\uff4e\uff46\uff4f\uff20example.com', 'info@example.com'],
    // A decomposed accent and its precomposed letter are one spelling.
    ['Ame\u0301lie@example.com', 'am\u00e9lie@example.com'],
  ])('%o is %o', (login, normalized) => {
    expect(normalizeLogin(login)).toBe(normalized);
  });

  test('the dotless ı keeps its own spelling (it is another letter, not a case of i)', () => {
    expect(normalizeLogin('\u0131nfo@example.com')).not.toBe('info@example.com');
  });
});

describe('accounts meet under one spelling', () => {
  let service: TestService;
  beforeAll(async () => {
    service = await startTestService();
  }, 120_000);
  afterAll(() => service.close());
  const tenant = { id: 'plussimple' } as Tenant;

  test('an account created for İnfo@ is the one of info@, stored under the plain spelling', async () => {
    const created = await inactiveClientFor(service.db, tenant, '\u0130nfo@creation.example');
    expect(await inactiveClientFor(service.db, tenant, 'info@creation.example')).toBe(created);
    expect(await inactiveClientFor(service.db, tenant, 'INFO@CREATION.EXAMPLE')).toBe(created);
    const rows = await service.db.query<{ login: string }>('SELECT login FROM clients WHERE id = $1', [
      created,
    ]);
    expect(rows[0]?.login).toBe('info@creation.example');
  });

  test('an active account is found under any spelling of its login', async () => {
    const id = await inactiveClientFor(service.db, tenant, 'info@active.example');
    await service.db.query("UPDATE clients SET active = true, password_hash = 'x' WHERE id = $1", [id]);
    for (const login of ['\u0130NFO@active.example', '\uff49nfo@active.example', 'info@active.example']) {
      expect((await findActiveClient(service.db, tenant, login))?.id).toBe(id);
    }
  });
});
