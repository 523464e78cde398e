import { expect, test } from 'vitest';
import { SOLE_OWNER } from '../testing/journey.ts';
import { describeSanctionScreeningContract } from './sanction-screening.contract.ts';
import { screeningSubject } from './sanction-screening.ts';
import { sandboxSanctionScreening } from './sandbox-sanction-screening.ts';

describeSanctionScreeningContract('sandbox', () => ({
  screening: sandboxSanctionScreening(),
  listed: { firstname: 'Viktor', lastname: 'Kessel', nationality: 'DE' },
  // The helpers' sole owner: no list holds her.
  clear: SOLE_OWNER,
}));

test.each([
  [{}, [SOLE_OWNER], 'clear'],
  [{ sanctioned_country_exposure: true }, [SOLE_OWNER], 'review'],
  [{}, [{ ...SOLE_OWNER, nationality: 'IR' }], 'review'],
  [{}, [{ ...SOLE_OWNER, firstname: 'VIKTOR', lastname: 'Kessel' }], 'review'],
  [{}, null, 'clear'],
])('criteria %o with owners %o: %s', async (criterias, beneficiaries, status) => {
  expect(await sandboxSanctionScreening().screen(screeningSubject({ criterias, beneficiaries }))).toBe(
    status,
  );
});
