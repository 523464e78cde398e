import { enforceRateLimit } from '../infrastructure/rate-limits.ts';
import { requestCustomOffer as recordRequest } from '../offers/custom-offers.ts';
import { assertContactMayChange } from '../prospects/contact-freeze.ts';
import { assertNotSigned, findProspect } from '../prospects/prospects.ts';
import { checkPhoneFields } from '../questions/phone-numbers.ts';
import { ApiError } from './api-error.ts';
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
  // An adviser calls this number: any valid number of the country's plan, kept in E.164.
  const { checked: body, errors } = checkPhoneFields(tenant, input.body, { phone: 'any' }, locale);
  if (Object.keys(errors).length > 0) {
    throw new ApiError(422, 'validation_failed', 'Some fields are invalid.', errors);
  }
  // The request saves the e-mail and phone it is given: the contact freeze holds here as on the prospect.
  await assertContactMayChange(db, tenant, prospect, { email: body.email, phone: body.phone }, request);
  // Each request e-mails the prospect: limited like the other e-mails of a prospect.
  await enforceRateLimit(db, limits, 'emailsPerProspect', prospect.id);
  return { status: 202, body: { data: await recordRequest(db, tenant, prospect, body, locale) } };
};
