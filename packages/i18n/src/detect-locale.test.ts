import { describe, expect, test } from 'vitest';
import { detectLocale } from './detect-locale.ts';

describe('detectLocale: route prefix, then cookie, then browser, then default', () => {
  test.each([
    [
      'the prefix wins over everything',
      { pathPrefix: 'de-DE', cookie: 'locale=it-IT', browserLanguages: ['es-ES'] },
      'de-DE',
      'path',
    ],
    ['a full path is read by its first segment', { pathPrefix: '/en-FR/subscription/42' }, 'en-FR', 'path'],
    [
      'the cookie comes second',
      { pathPrefix: null, cookie: 'a=b; locale=it-IT', browserLanguages: ['es-ES'] },
      'it-IT',
      'cookie',
    ],
    [
      'an invalid prefix falls through to the cookie',
      { pathPrefix: 'nl-NL', cookie: 'locale=es-ES' },
      'es-ES',
      'cookie',
    ],
    [
      'the browser comes third',
      { cookie: 'locale=xx-YY', browserLanguages: ['nl-NL', 'de-AT', 'fr'] },
      'de-DE',
      'browser',
    ],
    ['a browser region we sell in is kept', { browserLanguages: ['en-IT'] }, 'en-IT', 'browser'],
    ['a bare browser language gets its default country', { browserLanguages: ['en'] }, 'en-FR', 'browser'],
    ['underscores and case are tolerated', { browserLanguages: ['ES_es'] }, 'es-ES', 'browser'],
    ['nothing usable gives the default', { browserLanguages: ['nl', 'pt-BR'] }, 'fr-FR', 'default'],
    ['no input gives the default', {}, 'fr-FR', 'default'],
  ] as const)('%s', (_name, input, locale, source) => {
    const result = detectLocale(input);
    expect(result.locale).toBe(locale);
    expect(result.source).toBe(source);
    expect(`${result.language}-${result.country}`).toBe(locale);
  });
});
