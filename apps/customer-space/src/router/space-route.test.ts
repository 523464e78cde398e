import { describe, expect, test } from 'vitest';
import { spacePath } from './space-route.ts';

describe('spacePath', () => {
  test('builds a page of a locale with its query', () => {
    expect(spacePath('fr-FR', 'login', { login: 'a@b.fr' })).toBe('/fr-FR/login?login=a%40b.fr');
    expect(spacePath('de-DE', 'contracts')).toBe('/de-DE/contracts');
  });
});
