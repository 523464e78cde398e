import type { CoreApiClient } from '@souscrire/core-api';
import { unwrap } from '../../core/unwrap.ts';

/**
 * Downloads one of the prospect's documents as a PDF (the core needs the tenant's token, so a plain link
 * cannot fetch it) and hands it to the browser as a file named after the document.
 *
 * @example
 * await downloadDocument(clientFor(tenant), prospectId, 'subscription-form');
 */
export async function downloadDocument(
  client: CoreApiClient,
  prospectId: string,
  documentId: string,
): Promise<void> {
  const answer = await client.GET('/v2/prospects/{id}/documents/{documentId}', {
    params: { path: { id: prospectId, documentId } },
    parseAs: 'blob',
  });
  const blob = unwrap(answer);
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = `${documentId}.pdf`;
  document.body.append(link);
  link.click();
  link.remove();
  // The browser has started the download once click() returns; the object URL can go a moment later.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
