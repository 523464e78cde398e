import { describe, expect, test } from 'vitest';
import { isJourneyOrigin, journeySources } from './journey-origin.ts';

const DEVELOPMENT = ['http://localhost:*', 'http://*.localhost:*', 'http://127.0.0.1:*'];
const PRODUCTION = { NODE_ENV: 'production', CORE_JOURNEY_ORIGINS: 'https://maif.example' };

describe('journeySources', () => {
  test.each([
    [{}, DEVELOPMENT],
    [{ NODE_ENV: 'production' }, []],
    [PRODUCTION, ['https://maif.example']],
    [
      { CORE_JOURNEY_ORIGINS: 'https://a.example, https://b.example' },
      ['https://a.example', 'https://b.example', ...DEVELOPMENT],
    ],
  ])('%j -> %j', (env, sources) => {
    expect(journeySources(env)).toEqual(sources);
  });
});

describe('isJourneyOrigin', () => {
  test.each([
    ['http://maif.localhost:5173', {}, true],
    ['http://localhost:5180', {}, true],
    ['http://127.0.0.1:4173', {}, true],
    ['https://maif.localhost:5173', {}, false],
    ['http://a.b.localhost:5173', {}, false],
    ['http://maif.localhost.evil.example', {}, false],
    ['http://localhost:5173/path', {}, false],
    ['https://evil.example', {}, false],
    ['https://maif.example', PRODUCTION, true],
    ['https://maif.example:8443', PRODUCTION, false],
    ['https://souscrire.example', PRODUCTION, false],
    ['http://localhost:5173', PRODUCTION, false],
    ['http://maif.localhost:5173', PRODUCTION, false],
  ])('%s with %j: %s', (origin, env, allowed) => {
    expect(isJourneyOrigin(origin, env)).toBe(allowed);
  });
});
