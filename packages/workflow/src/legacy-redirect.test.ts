import { describe, expect, test } from 'vitest';
import { type LegacyRedirect, legacyRedirect } from './legacy-redirect.ts';

describe('legacyRedirect', () => {
  test.each<[string, LegacyRedirect | null]>([
    ['/souscription/devis/42', { prospectId: '42', to: '/fr-FR/intent?type=subscription&prospect_id=42' }],
    [
      '/client/souscription/devis/42',
      { prospectId: '42', to: '/fr-FR/intent?type=subscription&prospect_id=42' },
    ],
    [
      '/souscription/devis/5f0c2b7e-1d2a-4c55-9a11-3b9e8d7c6a10',
      {
        prospectId: '5f0c2b7e-1d2a-4c55-9a11-3b9e8d7c6a10',
        to: '/fr-FR/intent?type=subscription&prospect_id=5f0c2b7e-1d2a-4c55-9a11-3b9e8d7c6a10',
      },
    ],
    // Paths beginning with a legacy address.
    [
      '/souscription/devis/42/offre',
      { prospectId: '42', to: '/fr-FR/intent?type=subscription&prospect_id=42' },
    ],
    [
      '/souscription/devis/42?utm_source=mail',
      { prospectId: '42', to: '/fr-FR/intent?type=subscription&prospect_id=42' },
    ],
    [
      '/client/souscription/devis/42#top',
      { prospectId: '42', to: '/fr-FR/intent?type=subscription&prospect_id=42' },
    ],
    // Ids are decoded, then encoded again in the query.
    [
      '/souscription/devis/a%20b',
      { prospectId: 'a b', to: '/fr-FR/intent?type=subscription&prospect_id=a+b' },
    ],
    [
      '/souscription/devis/a&b',
      { prospectId: 'a&b', to: '/fr-FR/intent?type=subscription&prospect_id=a%26b' },
    ],
    // Not legacy addresses.
    ['/souscription/devis/', null],
    ['/souscription/devis', null],
    ['/souscription/42', null],
    ['/fr-FR/souscription/devis/42', null],
    ['/client/devis/42', null],
    ['/souscription/devis/%E0%A4%A', null],
    ['', null],
  ])('%j -> %j', (path, expected) => {
    expect(legacyRedirect(path)).toEqual(expected);
  });
});
