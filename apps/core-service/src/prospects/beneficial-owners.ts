import type { FieldErrors } from '../failures.ts';
import type { Beneficiary } from '../questions/subscription-rules.ts';
import { coreText } from '../reference/core-texts.ts';

/** The share of the capital or voting rights above which a person is a beneficial owner as a holder. */
export const OWNER_THRESHOLD = 25;

/**
 * Checks the legal representative rule: when nobody holds more than 25% of a company, the law
 * (in France, article R. 561-1 of the Code monétaire et financier; the EU's AML directive alike) makes its legal
 * representative the beneficial owner. Such a list holds only legal representatives (`role`), each with their
 * function and a share of at most 25%; owners and representatives are not mixed. Field errors in the page's
 * language; an empty object when the list keeps the rule.
 *
 * @example
 * checkRepresentatives([{ ...jeanne, role: 'legal_representative', ownership_percentage: 40 }], 'fr');
 * // { 'beneficiaries.0.function': ['Ce champ est obligatoire'], 'beneficiaries.0.ownership_percentage': [...] }
 */
export function checkRepresentatives(owners: readonly Beneficiary[], locale: string): FieldErrors {
  const representatives = owners.filter((owner) => owner.role === 'legal_representative');
  if (representatives.length === 0) return {};
  if (representatives.length < owners.length) {
    return { beneficiaries: [coreText('beneficiaries.mixed-roles', locale)] };
  }
  const errors: FieldErrors = {};
  owners.forEach((owner, index) => {
    if (owner.function === undefined || owner.function.trim() === '') {
      errors[`beneficiaries.${index}.function`] = [coreText('field.required', locale)];
    }
    if (owner.ownership_percentage > OWNER_THRESHOLD) {
      errors[`beneficiaries.${index}.ownership_percentage`] = [
        coreText('beneficiaries.representative-share', locale),
      ];
    }
  });
  return errors;
}
