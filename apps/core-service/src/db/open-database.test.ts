import { expect, test } from 'vitest';
import { defaultDataDir } from './open-database.ts';

test.each([
  [{}, new URL('../../../../.data/core', import.meta.url).pathname],
  [{ CORE_DATA_DIR: '/var/lib/core' }, '/var/lib/core'],
])('the PGlite folder for %j is %s', (env, expected) => {
  expect(defaultDataDir(env)).toBe(expected);
});
