import { normalizeError } from '@souscrire/core-api';
import { useToasts } from '@souscrire/ui/toast';
import { useMutation } from '@tanstack/react-query';
import { useText } from '../../app/use-text.ts';
import { useSubscription } from '../step-context.ts';
import { downloadDocument } from './download-document.ts';

/**
 * Downloads one of the prospect's documents on the visitor's request (a mutation: pending while it runs); a
 * failed download says so in an error toast and the visitor can try again.
 *
 * @example
 * const download = useDownloadDocument();
 * <Button isPending={download.isPending} onPress={() => download.mutate('subscription-form')}>…</Button>
 */
export function useDownloadDocument() {
  const t = useText();
  const toasts = useToasts();
  const { clientFor, tenant, prospectId } = useSubscription();
  return useMutation({
    mutationFn: (documentId: string) => downloadDocument(clientFor(tenant), prospectId, documentId),
    onError: (error) => {
      if (normalizeError(error).aborted) return;
      toasts.show({ type: 'error', title: t('toast.error.title'), message: t('errors.file-fetch') });
    },
  });
}
