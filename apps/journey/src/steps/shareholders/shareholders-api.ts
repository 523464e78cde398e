import type { CoreApiClient, components } from '@souscrire/core-api';
import { unwrap } from '../../core/unwrap.ts';

/** A beneficial owner (the contract's `Beneficiary`). */
export type Beneficiary = components['schemas']['Beneficiary'];

/** What saving the owners gives: saved, or the core's field errors (422) to show on the form. */
export type SaveBeneficiariesResult =
  | { kind: 'saved'; beneficiaries: Beneficiary[] }
  | { kind: 'invalid'; errors: Record<string, string[]> };

/**
 * The beneficial owners calls (GET and PUT sanction-beneficiaries). A failure other than field errors
 * throws a `CoreRequestError` (the frame shows it as a toast, the form keeps its input).
 *
 * @example
 * const api = shareholdersApi(clientFor(tenant));
 * const result = await api.save(prospectId, owners);
 */
export function shareholdersApi(client: CoreApiClient) {
  return {
    /** The owners given so far. */
    async list(id: string): Promise<Beneficiary[]> {
      const answer = await client.GET('/v2/prospects/{id}/sanction-beneficiaries', {
        params: { path: { id } },
      });
      return unwrap(answer).data.beneficiaries;
    },
    /** Saves the whole list. */
    async save(id: string, beneficiaries: Beneficiary[]): Promise<SaveBeneficiariesResult> {
      const answer = await client.PUT('/v2/prospects/{id}/sanction-beneficiaries', {
        params: { path: { id } },
        body: { beneficiaries },
      });
      if (answer.response.status === 422) {
        const body = answer.error as { errors?: Record<string, string[]> } | undefined;
        return { kind: 'invalid', errors: body?.errors ?? {} };
      }
      return { kind: 'saved', beneficiaries: unwrap(answer).data.beneficiaries };
    },
    /** The sanction screening of the company and its owners (GET sanction-check): clear or review. */
    async sanctionCheck(id: string): Promise<components['schemas']['SanctionCheck']['status']> {
      const answer = await client.GET('/v2/prospects/{id}/sanction-check', { params: { path: { id } } });
      return unwrap(answer).data.status;
    },
  };
}
