import { expect, test } from 'vitest';
import { describeSanctionScreeningContract } from './sanction-screening.contract.ts';
import { screeningSubject } from './sanction-screening.ts';
import { sandboxSanctionScreening } from './sandbox-sanction-screening.ts';
import type { Beneficiary } from './subscription-rules.ts';

const OWNER: Beneficiary = {
  firstname: 'Jeanne',
  lastname: 'Martin',
  birth_date: '1984-05-17',
  nationality: 'FR',
  ownership_percentage: 60,
};

describeSanctionScreeningContract('sandbox', () => ({
  screening: sandboxSanctionScreening(),
  listed: { firstname: 'Viktor', lastname: 'Kessel', nationality: 'DE' },
  clear: OWNER,
}));

test.each([
  [{}, [OWNER], 'clear'],
  [{ sanctioned_country_exposure: true }, [OWNER], 'review'],
  [{}, [{ ...OWNER, nationality: 'IR' }], 'review'],
  [{}, [{ ...OWNER, firstname: 'VIKTOR', lastname: 'Kessel' }], 'review'],
  [{}, null, 'clear'],
])('criteria %o with owners %o: %s', async (criterias, beneficiaries, status) => {
  expect(await sandboxSanctionScreening().screen(screeningSubject({ criterias, beneficiaries }))).toBe(
    status,
  );
});
