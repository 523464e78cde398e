import type { CoreApiClient } from '@souscrire/core-api';
import type { Locale } from '@souscrire/i18n';
import { mutationOptions } from '@tanstack/react-query';
import { spaceKeys } from '../app/space-keys.ts';

/** A download the core refused: its status says which message the client reads. */
export class RefusedDownload extends Error {
  override readonly name = 'RefusedDownload';
  readonly status: number;
  constructor(status: number) {
    super(`the download answered ${status}`);
    this.status = status;
  }
}

/** Saves a blob under a file name (the browser's download). */
export function saveBlob(blob: Blob, fileName: string) {
  const url = URL.createObjectURL(blob);
  const anchor = Object.assign(document.createElement('a'), { href: url, download: fileName });
  anchor.click();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** Saves the file a core's answer carries, or throws its refusal. */
function saveAnswer({ data, response }: { data?: unknown; response: Response }, fileName: string) {
  if (!response.ok || !data) throw new RefusedDownload(response.status);
  saveBlob(data as Blob, fileName);
}

/**
 * The customer space's downloads as TanStack Query mutation options: files fetched when the client asks, as
 * blobs with the session (a plain link would carry none), and saved by the browser. They change nothing the
 * pages read, so they sit apart from the writes (`space-mutations.ts`); a mutation still gives each button its
 * pending and failed states. What the core writes in the page's language is asked for in that language.
 *
 * @example
 * const download = useMutation(spaceDownloads.document(api, 'maif', contractId, 'fr-FR'));
 * download.mutate({ id: 'contract' });
 */
export const spaceDownloads = {
  /** A contract's document (`GET v2/clients/me/contracts/{id}/documents/{documentId}`), as `<id>.pdf`. */
  document: (api: CoreApiClient, tenant: string, contractId: string, locale: Locale) =>
    mutationOptions({
      mutationKey: [...spaceKeys.documents(tenant, contractId, locale), 'download'],
      mutationFn: async (document: { id: string }) =>
        saveAnswer(
          await api.GET('/v2/clients/me/contracts/{contractId}/documents/{documentId}', {
            params: { path: { contractId, documentId: document.id } },
            headers: { 'Accept-Language': locale },
            parseAs: 'blob',
          }),
          `${document.id}.pdf`,
        ),
    }),
  /** A contract's certificate of insurance, made now (`POST .../certificate`), as `certificate-<name>.pdf`. */
  certificate: (api: CoreApiClient, tenant: string, contractId: string, locale: Locale, fileName: string) =>
    mutationOptions({
      mutationKey: [...spaceKeys.client(tenant), 'certificate', contractId, locale],
      mutationFn: async () =>
        saveAnswer(
          await api.POST('/v2/clients/me/contracts/{contractId}/certificate', {
            params: { path: { contractId } },
            headers: { 'Accept-Language': locale },
            parseAs: 'blob',
          }),
          `certificate-${fileName}.pdf`,
        ),
    }),
  /**
   * A contract's proof-of-sale file (`GET .../proof-of-sale`), as `proof-of-sale-<name>.zip`; a contract signed
   * elsewhere has none (404).
   */
  proofOfSale: (api: CoreApiClient, tenant: string, contractId: string, locale: Locale, fileName: string) =>
    mutationOptions({
      mutationKey: [...spaceKeys.client(tenant), 'proof-of-sale', contractId, locale],
      mutationFn: async () =>
        saveAnswer(
          await api.GET('/v2/clients/me/contracts/{contractId}/proof-of-sale', {
            params: { path: { contractId } },
            headers: { 'Accept-Language': locale },
            parseAs: 'blob',
          }),
          `proof-of-sale-${fileName}.zip`,
        ),
    }),
  /** Everything the core holds about the client (`GET v2/clients/me/data`), as `my-data.json`. */
  data: (api: CoreApiClient, tenant: string) =>
    mutationOptions({
      mutationKey: [...spaceKeys.client(tenant), 'data'],
      mutationFn: async () => {
        const { data, response } = await api.GET('/v2/clients/me/data');
        if (!data) throw new RefusedDownload(response.status);
        const file = new Blob([`${JSON.stringify(data.data, null, 2)}\n`], { type: 'application/json' });
        saveBlob(file, 'my-data.json');
      },
    }),
};
