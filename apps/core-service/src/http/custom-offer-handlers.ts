import { assertContactMayChange } from '../domain/contact-freeze.ts';
import { requestCustomOffer as recordRequest } from '../domain/custom-offers.ts';
import { assertNotSigned, findProspect } from '../domain/prospects.ts';
import { enforceRateLimit } from '../domain/rate-limits.ts';
import type { Handler } from './handler.ts';

/** A custom offer request (qualification, unhooking): POST v2/prospects/{id}/custom-offer-request, answers 202. */
export const requestCustomOffer: Handler<'requestCustomOffer'> = async ({
  db,
  tenant,
  input,
  locale,
  limits,
  request,
}) => {
  const prospect = await findProspect(db, tenant, input.params.id);
  assertNotSigned(prospect);
  // The request saves the e-mail and phone it is given: the contact freeze holds here as on the prospect.
  await assertContactMayChange(
    db,
    tenant,
    prospect,
    { email: input.body.email, phone: input.body.phone },
    request,
  );
  // Each request e-mails the prospect: limited like the other e-mails of a prospect.
  await enforceRateLimit(db, limits, 'emailsPerProspect', prospect.id);
  return { status: 202, body: { data: await recordRequest(db, tenant, prospect, input.body, locale) } };
};
