import { describe, expect, test } from 'vitest';
import { parseSpaceRoute, spacePath } from './space-route.ts';

describe('parseSpaceRoute', () => {
  test.each([
    ['/fr-FR/intent', 'intent'],
    ['/de-DE/login', 'login'],
    ['/en-FR/contracts', 'contracts'],
    ['/it-IT', 'contracts'],
  ])('%s is the %s page', (path, page) => {
    expect(parseSpaceRoute(path, '')).toMatchObject({ kind: 'page', page });
  });

  test.each(['/', '/xx-FR/login', '/fr-FR/nope', '/fr-FR/login/more'])('%s is unknown', (path) => {
    expect(parseSpaceRoute(path, '').kind).toBe('unknown');
  });

  test('keeps the query and builds paths back', () => {
    const route = parseSpaceRoute('/fr-FR/intent', '?type=login&login=a%40b.fr');
    expect(route.kind === 'page' && route.search.get('login')).toBe('a@b.fr');
    expect(spacePath('fr-FR', 'login', { login: 'a@b.fr' })).toBe('/fr-FR/login?login=a%40b.fr');
  });
});
