/** An amount in euro cents, as the contract writes money. */
export const eur = (amount: number) => ({ amount, currency: 'EUR' as const });

/** An active contract paid quarterly by SEPA, as `GET v2/clients/me/contracts` lists it. */
export const ACTIVE_CONTRACT = {
  id: '5d2c7a10-4e3b-4c8e-9f0a-1b2c3d4e5f60',
  number: 'PLUSSIMPLE-2026-0000042',
  prospect_id: '6f1c2a9e-3b4d-4c8e-9f0a-1b2c3d4e5f60',
  product: { slug: 'rc-pro', name: 'Responsabilité civile professionnelle' },
  formula: 'balanced',
  status: 'active',
  starts_on: '2026-11-23',
  premium: eur(120000),
  payment: {
    method: 'sepa',
    frequency: 'quarterly',
    status: 'paid',
    mandate_reference: 'SOUSCRIRE-2026-000042',
    iban_masked: '•••• 0189',
    annual_total: eur(124100),
    schedule: [
      { due_on: '2026-11-23', amount: eur(31400) },
      { due_on: '2027-02-23', amount: eur(30900) },
      { due_on: '2027-05-23', amount: eur(30900) },
      { due_on: '2027-08-23', amount: eur(30900) },
    ],
  },
  resume_step: null,
};
