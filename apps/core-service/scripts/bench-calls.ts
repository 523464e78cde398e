// The journey calls `pnpm bench` measures (scripts/bench.ts): the reads and writes a visitor's journey makes,
// each with the path of its i-th request (the prospect ids rotate).
import { CONTACT } from '../src/testing/journey.ts';

/** A call to measure: a ceiling, the health route, or a journey read or write. */
export type Call = {
  name: string;
  kind: 'ceiling' | 'health' | 'read' | 'write';
  method: 'GET' | 'PUT';
  /** The path for the i-th request (prospect ids rotate). */
  path: (ids: string[], index: number) => string;
  body?: unknown;
};

const at = (ids: string[], index: number) => ids[index % ids.length];

/** The prospect read of the journey's every screen (its SQL is also replayed by pgbench). */
export const PROSPECT_READ: Call = {
  name: 'GET prospect?include=agentCosmeticData,form_subscription,step',
  kind: 'read',
  method: 'GET',
  path: (ids, i) => `/v2/prospects/${at(ids, i)}?include=agentCosmeticData,form_subscription,step`,
};

/** The journey's reads and writes, moving the workflow to `firstStep`. */
export function journeyCalls(firstStep: string): Call[] {
  return [
    { name: 'GET v2/products', kind: 'read', method: 'GET', path: () => '/v2/products' },
    PROSPECT_READ,
    {
      name: 'GET prospect/steps',
      kind: 'read',
      method: 'GET',
      path: (ids, i) => `/v2/prospects/${at(ids, i)}/steps`,
    },
    {
      name: 'GET prospect/questions-steps',
      kind: 'read',
      method: 'GET',
      path: (ids, i) => `/v2/prospects/${at(ids, i)}/questions-steps`,
    },
    {
      name: 'GET prospect/criterias',
      kind: 'read',
      method: 'GET',
      path: (ids, i) => `/v2/prospects/${at(ids, i)}/criterias`,
    },
    {
      name: 'GET prospect/offer',
      kind: 'read',
      method: 'GET',
      path: (ids, i) => `/v2/prospects/${at(ids, i)}/offer`,
    },
    { name: 'GET v2/cities?query=lyo', kind: 'read', method: 'GET', path: () => '/v2/cities?query=lyo' },
    {
      name: 'PUT prospect (contact)',
      kind: 'write',
      method: 'PUT',
      path: (ids, i) => `/v2/prospects/${at(ids, i)}`,
      body: CONTACT,
    },
    {
      name: 'PUT prospect/criterias?include=step',
      kind: 'write',
      method: 'PUT',
      path: (ids, i) => `/v2/prospects/${at(ids, i)}/criterias?include=step`,
      body: { criterias: { headcount: 4, revenue: 300000, sanctioned_country_exposure: false } },
    },
    {
      name: `PUT prospect/steps (${firstStep})`,
      kind: 'write',
      method: 'PUT',
      path: (ids, i) => `/v2/prospects/${at(ids, i)}/steps`,
      body: { current_step: firstStep, current_sub_step: null },
    },
  ];
}
