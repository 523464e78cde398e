import { describe, expect, test } from 'vitest';
import { safeRedirect } from './safe-redirect.ts';

const SPACE = 'http://maif.localhost:5174';

describe('safeRedirect', () => {
  test.each([
    ['the journey on the same host, another port', 'http://maif.localhost:5173/fr-FR/intent?type=x', true],
    ['a configured journey address', 'https://journey.example/fr-FR', true],
    ['another host', 'http://evil.localhost:5173/', false],
    ['another site', 'https://evil.example/fr-FR', false],
    ['a javascript: address', 'javascript:alert(1)', false],
    ['not an address', '/fr-FR/contracts', false],
    ['https on an http space host', 'https://maif.localhost:5173/', false],
  ])('%s', (_, uri, allowed) => {
    expect(safeRedirect(uri, SPACE, ['https://journey.example'])).toBe(
      allowed ? new URL(uri).toString() : undefined,
    );
  });

  test('nothing to follow', () => {
    expect(safeRedirect(null, SPACE, [])).toBeUndefined();
  });
});
