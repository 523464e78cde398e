import { isLocale } from '@souscrire/i18n';
import { describe, expect, test } from 'vitest';
import { screenOf } from './screen-of.ts';
import { SPACE_PAGES, type SpacePlace } from './space-route.ts';

function route(path: string, search = ''): SpacePlace {
  const [locale, page] = path.split('/').filter(Boolean);
  const known = SPACE_PAGES.find((candidate) => candidate === page);
  if (!isLocale(locale) || known === undefined) throw new Error(`${path} is not a page`);
  return { locale, page: known, search: new URLSearchParams(search) };
}

describe('screenOf', () => {
  test.each([
    ['/fr-FR/intent', '?type=login&login=a%40b.fr', false, 'login'],
    ['/fr-FR/intent', '?type=login', true, 'login'],
    ['/fr-FR/intent', '?type=goto', true, { go: '/fr-FR/contracts' }],
    [
      '/fr-FR/intent',
      '?type=goto&redirect_uri=http%3A%2F%2Flocalhost%3A5173%2F',
      false,
      { go: '/fr-FR/login?redirect_uri=http%3A%2F%2Flocalhost%3A5173%2F' },
    ],
    ['/de-DE/login', '', false, 'login'],
    ['/de-DE/login', '', true, { go: '/de-DE/contracts' }],
    ['/it-IT/contracts', '', true, 'contracts'],
    ['/it-IT/contracts', '', false, { go: '/it-IT/login' }],
    ['/fr-FR/forgotten', '', false, 'forgotten'],
    ['/fr-FR/password', '?token=abc', false, 'password'],
    ['/fr-FR/password', '?token=abc', true, 'password'],
    ['/fr-FR/intent', '?type=password&token=abc', false, 'password'],
    ['/de-DE/email', '?token=abc', false, 'email'],
    ['/de-DE/email', '?token=abc', true, 'email'],
    ['/es-ES/account', '', true, 'account'],
    ['/es-ES/account', '', false, { go: '/es-ES/login' }],
    ['/de-DE/help', '', false, 'help'],
    ['/de-DE/help', '', true, 'help'],
    ['/fr-FR/verify', '?code=abc', false, 'verify'],
    ['/fr-FR/verify', '?code=abc', true, 'verify'],
  ])('%s%s, logged in %s: %j', (path, search, loggedIn, expected) => {
    expect(screenOf(route(path, search), loggedIn)).toEqual(expected);
  });
});
