import { requestCustomOffer as recordRequest } from '../domain/custom-offers.ts';
import { assertNotSigned, findProspect } from '../domain/prospects.ts';
import { enforceRateLimit } from '../domain/rate-limits.ts';
import type { Handler } from './handler.ts';

/** spec 2 (qualification, unhooking): POST v2/prospects/{id}/custom-offer-request, answers 202. */
export const requestCustomOffer: Handler<'requestCustomOffer'> = async ({
  db,
  tenant,
  input,
  locale,
  limits,
}) => {
  const prospect = await findProspect(db, tenant, input.params.id);
  assertNotSigned(prospect);
  // Each request e-mails the prospect: limited like the other e-mails of a prospect.
  await enforceRateLimit(db, limits, 'emailsPerProspect', prospect.id);
  return { status: 202, body: { data: await recordRequest(db, tenant, prospect, input.body, locale) } };
};
