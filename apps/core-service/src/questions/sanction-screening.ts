/**
 * The sanction screening's port: whether a subscription goes to a compliance review, from what the company
 * declared and who owns it. The sandbox screens against a demo list (questions/sandbox-sanction-screening.ts);
 * a real screening service is another implementation, and each passes {@link describeSanctionScreeningContract}
 * (questions/sanction-screening.contract.ts).
 */
import type { components } from '@souscrire/core-api';
import type { ProspectRow } from '../db/rows.ts';

/** A beneficial owner as screened: names and nationality (ISO 3166-1 alpha-2). */
export type ScreenedOwner = Pick<
  components['schemas']['Beneficiary'],
  'firstname' | 'lastname' | 'nationality'
>;

/** What is screened: the company's declared business in a sanctioned country, and its beneficial owners. */
export type ScreeningSubject = { sanctionedCountryExposure: boolean; owners: readonly ScreenedOwner[] };

/** The screening's answer: nothing found, or a review by compliance. */
export type ScreeningResult = components['schemas']['SanctionCheck']['status'];

/**
 * The sanction screening as the core calls it.
 *
 * @example
 * await screening.screen({ sanctionedCountryExposure: false, owners: [] }); // 'clear'
 */
export type SanctionScreening = {
  screen(subject: ScreeningSubject): Promise<ScreeningResult>;
};

/** What a prospect gives the screening: its declared exposure (a criteria answer) and its beneficial owners. */
export function screeningSubject(
  prospect: Pick<ProspectRow, 'criterias' | 'beneficiaries'>,
): ScreeningSubject {
  return {
    sanctionedCountryExposure: prospect.criterias.sanctioned_country_exposure === true,
    owners: (prospect.beneficiaries as ScreenedOwner[] | null) ?? [],
  };
}
