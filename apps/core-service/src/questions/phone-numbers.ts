/**
 * Phone numbers, checked by their country's numbering plan (libphonenumber-js: Google's libphonenumber
 * metadata, kept up to date by its maintainers; a hand-written rule per country would age and miss ranges).
 *
 * A number is read in the tenant country's national form (`06 12 34 56 78` in France) or in international
 * form (`+49 151 23456789`), and kept in E.164 (`+33612345678`), the form SMS providers take.
 */
import { parsePhoneNumberFromString } from 'libphonenumber-js/max';
import type { FieldErrors } from '../failures.ts';
import type { Tenant } from '../infrastructure/tenant.ts';
import { coreText } from '../reference/core-texts.ts';

/** What a number must be: `mobile` where an SMS is sent to it (the signature's code), else any valid number. */
export type PhoneKind = 'mobile' | 'any';

/**
 * The number in E.164 when it is a valid number of the kind asked, read with the tenant's country as the
 * default region; else undefined.
 *
 * @example
 * readPhoneNumber('06 12 34 56 78', 'FR', 'mobile'); // '+33612345678'
 * readPhoneNumber('01 45 45 32 45', 'FR', 'mobile'); // undefined: a landline gets no SMS
 * readPhoneNumber('12', 'FR', 'any'); // undefined
 */
export function readPhoneNumber(
  text: string,
  country: Tenant['country'],
  kind: PhoneKind,
): string | undefined {
  const number = parsePhoneNumberFromString(text, country);
  if (number === undefined || !number.isValid()) return undefined;
  const type = number.getType();
  // Some countries' plans cannot tell a mobile from a landline (the United States'): such a number may be either.
  if (kind === 'mobile' && type !== 'MOBILE' && type !== 'FIXED_LINE_OR_MOBILE') return undefined;
  return number.number;
}

/**
 * Checks the phone fields of a body (each named with its kind): each valid one is answered in E.164, each
 * invalid one gets its error in the page's language. Fields absent, null or blank are left as they are.
 *
 * @example
 * checkPhoneFields(tenant, { phone: '12' }, { phone: 'mobile' }, 'fr');
 * // { checked: { phone: '12' }, errors: { phone: ['Saisissez un numéro de mobile valide...'] } }
 */
export function checkPhoneFields<Body extends object>(
  tenant: Pick<Tenant, 'country'>,
  body: Body,
  kinds: Readonly<Record<string, PhoneKind>>,
  locale: string,
): { checked: Body; errors: FieldErrors } {
  const checked: Record<string, unknown> = { ...(body as Record<string, unknown>) };
  const errors: FieldErrors = {};
  for (const [field, kind] of Object.entries(kinds)) {
    const value = checked[field];
    if (typeof value !== 'string' || value.trim() === '') continue;
    const number = readPhoneNumber(value, tenant.country, kind);
    if (number === undefined) errors[field] = [coreText(`phone.invalid.${kind}`, locale)];
    else checked[field] = number;
  }
  return { checked: checked as Body, errors };
}
