import type { CoreApiClient, components } from '@souscrire/core-api';
import type { Locale } from '@souscrire/i18n';
import { languageHeaders } from '../../core/language-headers.ts';
import { unwrap } from '../../core/unwrap.ts';

/** One document to read before signing. */
export type SubscriptionDocument = components['schemas']['Document'];

/**
 * The documents calls, all under the client session (the client guard ran before the screen), their
 * titles and PDFs in `locale`. Each throws a `CoreRequestError` on an error answer: they are the edge of
 * TanStack Query.
 *
 * @example
 * const api = documentsApi(clientFor(tenant), 'fr-FR');
 * const { documents } = await api.list(prospectId);
 */
export function documentsApi(client: CoreApiClient, locale: Locale) {
  const headers = languageHeaders(locale);
  return {
    /** The documents to read (GET documents). */
    async list(id: string): Promise<components['schemas']['Documents']> {
      return unwrap(await client.GET('/v2/prospects/{id}/documents', { params: { path: { id } }, headers }))
        .data;
    },
    /** One document as a PDF blob. */
    async file(id: string, documentId: string): Promise<Blob> {
      return unwrap(
        await client.GET('/v2/prospects/{id}/documents/{documentId}', {
          params: { path: { id, documentId } },
          parseAs: 'blob',
          headers,
        }),
      ) as Blob;
    },
    /** Every document in one zip (GET documents/zip returns a blob). */
    async zip(id: string): Promise<Blob> {
      return unwrap(
        await client.GET('/v2/prospects/{id}/documents/zip', {
          params: { path: { id } },
          parseAs: 'blob',
          headers,
        }),
      ) as Blob;
    },
  };
}
