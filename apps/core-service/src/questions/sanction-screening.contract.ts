import { describe, expect, test } from 'vitest';
import type { SanctionScreening, ScreenedOwner } from './sanction-screening.ts';

/** A screening under test, with one person its list holds and one it does not. */
export type SanctionScreeningFixture = {
  screening: SanctionScreening;
  /** A person the screening's own test list holds. */
  listed: ScreenedOwner;
  /** A person no list holds. */
  clear: ScreenedOwner;
};

/**
 * The contract every sanction screening passes: clear when nobody is listed, a review for declared business
 * in a sanctioned country or for a listed owner (among others, or written in capitals). Run it from a
 * `*.test.ts` with the adapter's fixture.
 *
 * @example
 * describeSanctionScreeningContract('sandbox', () => ({ screening: sandboxSanctionScreening(), listed, clear }));
 */
export function describeSanctionScreeningContract(
  name: string,
  makeFixture: () => SanctionScreeningFixture | Promise<SanctionScreeningFixture>,
): void {
  describe(`sanction screening contract: ${name}`, () => {
    test('nobody listed and no exposure declared: clear', async () => {
      const { screening, clear } = await makeFixture();
      expect(await screening.screen({ sanctionedCountryExposure: false, owners: [clear] })).toBe('clear');
      expect(await screening.screen({ sanctionedCountryExposure: false, owners: [] })).toBe('clear');
    });

    test('business declared in a sanctioned country: review, whoever the owners', async () => {
      const { screening, clear } = await makeFixture();
      expect(await screening.screen({ sanctionedCountryExposure: true, owners: [clear] })).toBe('review');
      expect(await screening.screen({ sanctionedCountryExposure: true, owners: [] })).toBe('review');
    });

    test('a listed owner, alone or among others, in any letter case: review', async () => {
      const { screening, listed, clear } = await makeFixture();
      expect(await screening.screen({ sanctionedCountryExposure: false, owners: [listed] })).toBe('review');
      expect(await screening.screen({ sanctionedCountryExposure: false, owners: [clear, listed] })).toBe(
        'review',
      );
      const shouted = {
        ...listed,
        firstname: listed.firstname.toUpperCase(),
        lastname: listed.lastname.toUpperCase(),
      };
      expect(await screening.screen({ sanctionedCountryExposure: false, owners: [shouted] })).toBe('review');
    });
  });
}
