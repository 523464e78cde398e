import type { Country } from '@souscrire/i18n';
import { parsePhoneNumberFromString } from 'libphonenumber-js/mobile';

/**
 * Whether a text is a mobile number (the signature's code is texted to it), read by the country's numbering
 * plan: in the national form of the page's country (`06 12 34 56 78` in France) or international (`+49 151...`).
 * libphonenumber-js's mobile metadata knows only mobile ranges, so a landline or a short number is refused; the
 * core checks the same rule with the same library.
 *
 * @example
 * isMobileNumber('06 12 34 56 78', 'FR'); // true
 * isMobileNumber('12', 'FR'); // false
 */
export function isMobileNumber(text: string, country: Country): boolean {
  return parsePhoneNumberFromString(text, country)?.isValid() === true;
}
