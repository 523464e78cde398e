import { readFileSync } from 'node:fs';
import { normalizeSearch } from '../reference/normalize-search.ts';
import type { SanctionScreening } from './sanction-screening.ts';

/** The sandbox's demo screening list (data/sanction-list.json): nationalities and fictional names. */
export const SANDBOX_SANCTION_LIST = JSON.parse(
  readFileSync(new URL('../data/sanction-list.json', import.meta.url), 'utf8'),
) as {
  countries: string[];
  names: { firstname: string; lastname: string }[];
};

/**
 * The sandbox's sanction screening (reference rule): a review when the company declared business in a
 * sanctioned country, or an owner has a listed nationality or name (accents, case and punctuation aside);
 * else clear.
 *
 * @example
 * await sandboxSanctionScreening().screen({ sanctionedCountryExposure: true, owners: [] }); // 'review'
 */
export function sandboxSanctionScreening(): SanctionScreening {
  return {
    screen: async ({ sanctionedCountryExposure, owners }) => {
      if (sanctionedCountryExposure) return 'review';
      const listed = owners.some(
        (owner) =>
          SANDBOX_SANCTION_LIST.countries.includes(owner.nationality) ||
          SANDBOX_SANCTION_LIST.names.some(
            (name) =>
              normalizeSearch(name.firstname) === normalizeSearch(owner.firstname) &&
              normalizeSearch(name.lastname) === normalizeSearch(owner.lastname),
          ),
      );
      return listed ? 'review' : 'clear';
    },
  };
}
