import { expect, test } from 'vitest';
import { type Beneficiary, checkBeneficiaries } from './subscription-rules.ts';

const OWNER: Beneficiary = {
  firstname: 'Jeanne',
  lastname: 'Martin',
  birth_date: '1984-05-17',
  nationality: 'FR',
  ownership_percentage: 60,
};

test.each([
  [[OWNER, { ...OWNER, ownership_percentage: 40 }], {}],
  [
    [OWNER, { ...OWNER, ownership_percentage: 41 }],
    { beneficiaries: ['The ownership percentages add up to more than 100'] },
  ],
  [
    [{ ...OWNER, birth_date: '2030-01-01' }],
    { 'beneficiaries.0.birth_date': ['This date must be in the past'] },
  ],
  [[], {}],
])('owners %#', (owners, errors) => {
  expect(checkBeneficiaries(owners, new Date('2026-11-22'))).toEqual(errors);
});
