import type { CoreApiClient, components } from '@souscrire/core-api';
import type { Locale } from '@souscrire/i18n';
import { unwrap } from '../../core/unwrap.ts';

/** The contract the subscription issued, as its client's customer space lists it. */
export type IssuedContract = components['schemas']['ClientContract'];
/** One document of that contract (the signed contract, the SEPA mandate, the product documents). */
export type IssuedDocument = components['schemas']['ClientDocument'];

/**
 * The calls that read the issued contract, under the session finalize answered (it sees that one contract).
 * Each throws a `CoreRequestError` on an error answer: they are the edge of TanStack Query.
 *
 * @example
 * const api = issuedContractApi(clientFor(tenant));
 * const { contract, documents } = await api.contract(prospectId);
 */
export function issuedContractApi(client: CoreApiClient) {
  return {
    /** The prospect's contract and its documents; throws when the session sees no contract of the prospect. */
    async contract(prospectId: string): Promise<{ contract: IssuedContract; documents: IssuedDocument[] }> {
      const contracts = unwrap(await client.GET('/v2/clients/me/contracts')).data;
      const contract = contracts.find((entry) => entry.prospect_id === prospectId);
      if (contract === undefined)
        throw new Error(`No contract of the prospect ${prospectId} in this session`);
      const documents = unwrap(
        await client.GET('/v2/clients/me/contracts/{contractId}/documents', {
          params: { path: { contractId: contract.id } },
        }),
      ).data;
      return { contract, documents };
    },
    /** One document of the contract as a PDF blob. */
    async file(contractId: string, documentId: string): Promise<Blob> {
      return unwrap(
        await client.GET('/v2/clients/me/contracts/{contractId}/documents/{documentId}', {
          params: { path: { contractId, documentId } },
          parseAs: 'blob',
        }),
      ) as Blob;
    },
    /**
     * The contract's certificate of insurance as a PDF blob, made now in the locale's language with its own
     * verification code and QR code.
     */
    async certificate(contractId: string, locale: Locale): Promise<Blob> {
      return unwrap(
        await client.POST('/v2/clients/me/contracts/{contractId}/certificate', {
          params: { path: { contractId } },
          headers: { 'Accept-Language': locale },
          parseAs: 'blob',
        }),
      ) as Blob;
    },
  };
}
