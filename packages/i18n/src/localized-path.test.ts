import { SUBSCRIPTION_ROUTES } from '@souscrire/workflow';
import { describe, expect, test } from 'vitest';
import { LANGUAGES } from './locale.ts';
import {
  localizedPath,
  matchLocalizedPath,
  parseRouteNameWithLocale,
  routeNameWithLocale,
  routeTemplate,
} from './localized-path.ts';
import { ROUTE_TREE } from './route-tree.ts';
import { ROUTE_NAMES, ROUTE_WORDS, type RouteName } from './route-words.ts';

// the French path words of the subscription area's table, verbatim.
const SPEC_FRENCH_WORDS = {
  subscription: 'souscription',
  'subscription.accepted': 'demande-envoyee',
  'subscription.activity': 'activite',
  'subscription.broker': 'courtier',
  'subscription.cancelled': 'annulee',
  'subscription.city': 'ville',
  'subscription.company': 'entreprise',
  'subscription.criteria': 'criteres',
  'subscription.killing': 'eligibilite',
  'subscription.offer': 'offre',
  'subscription.payment': 'paiement',
  'subscription.reviewing': 'relecture',
  'subscription.shareholders': 'beneficiaires-effectifs',
  'subscription.unhooking': 'decrochage',
} as const;

test.each(Object.entries(SPEC_FRENCH_WORDS))('French word of %s is %s', (name, word) => {
  expect(ROUTE_WORDS[name as keyof typeof SPEC_FRENCH_WORDS].fr).toBe(word);
});

test('German subscription is Abonnement', () => {
  expect(localizedPath('subscription', 'de-DE', { id: '7' })).toBe('/de-DE/Abonnement/7');
  expect(localizedPath('subscription', 'fr-FR', { id: '7' })).toBe('/fr-FR/souscription/7');
});

function paramsFor(name: RouteName): { id?: string; step?: string } {
  if (name.endsWith('.step')) return { id: 'p 42', step: 'contact-details' };
  return name.startsWith('subscription') ? { id: 'p 42' } : {};
}

const cases = LANGUAGES.flatMap((language) => ROUTE_NAMES.map((name) => [name, language] as const));

describe.each(cases)('%s in %s', (name, language) => {
  const locale = `${language}-FR` as const;
  const params = paramsFor(name);

  test('its word is a lower-case ASCII path segment (German Abonnement aside)', () => {
    const word = name in ROUTE_WORDS ? ROUTE_WORDS[name as keyof typeof ROUTE_WORDS][language] : null;
    if (word === null) return expect(name === 'home' || name.endsWith('.step')).toBe(true);
    expect(word).toMatch(
      name === 'subscription' && language === 'de' ? /^Abonnement$/ : /^[a-z]+(-[a-z]+)*$/,
    );
  });

  test('its address matches back to it, parameters included', () => {
    // biome-ignore lint/suspicious/noExplicitAny: the table mixes routes whose params types differ.
    const path = localizedPath(name, locale, params as any);
    expect(path.startsWith(`/${locale}`)).toBe(true);
    expect(matchLocalizedPath(path)).toEqual({ routeName: name, locale, language, params });
    expect(matchLocalizedPath(`${path}/?utm_source=x#top`)?.routeName).toBe(name);
  });

  test('its name carries the language suffix', () => {
    const suffixed = routeNameWithLocale(name, language);
    expect(suffixed).toBe(`${name}___${language}`);
    expect(parseRouteNameWithLocale(suffixed)).toEqual({ routeName: name, language });
  });
});

test.each(LANGUAGES)('sibling routes never share a word in %s', (language) => {
  const templates = ROUTE_NAMES.map((name) => routeTemplate(name, language));
  expect(new Set(templates).size).toBe(templates.length);
});

test('every route of the step registry has its words and its place in the tree', () => {
  for (const route of SUBSCRIPTION_ROUTES) {
    expect(ROUTE_NAMES).toContain(route.name);
    expect(ROUTE_TREE[route.name]).toEqual({ parent: route.parent, param: route.param });
    expect(routeTemplate(route.name, 'fr')).toMatch(/^\/souscription\/\$id/);
  }
});

test('templates use $params for the router', () => {
  expect(routeTemplate('home', 'en')).toBe('/');
  expect(routeTemplate('subscription.criteria.step', 'de')).toBe('/Abonnement/$id/angaben/$step');
  expect(routeTemplate('subscription.offer', 'fr')).toBe('/souscription/$id/offre');
  expect(ROUTE_TREE['subscription.confirmation.step'].parent).toBe('subscription.confirmation');
});

test.each([
  ['/fr-FR/Abonnement/42', 'a word of another language'],
  ['/nl-NL/subscription/42', 'an unknown locale'],
  ['/fr-FR/souscription', 'a missing id'],
  ['/fr-FR/souscription/42/offre/extra', 'an extra segment'],
  ['/', 'no prefix'],
  ['/fr-FR/souscription/%E0%A4%A', 'a malformed percent-encoding'],
])('%s does not match (%s)', (path) => {
  expect(matchLocalizedPath(path)).toBeNull();
});

test('the prefix root is home', () => {
  expect(matchLocalizedPath('/it-IT')).toEqual({
    routeName: 'home',
    locale: 'it-IT',
    language: 'it',
    params: {},
  });
  expect(matchLocalizedPath('/it-IT/')?.routeName).toBe('home');
});

test.each(['offer', 'subscription.offer___nl', 'nowhere___fr'])(
  '%s is not a suffixed route name',
  (value) => {
    expect(parseRouteNameWithLocale(value)).toBeNull();
  },
);
