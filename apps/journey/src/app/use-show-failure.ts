import { normalizeError } from '@souscrire/core-api';
import { useToasts } from '@souscrire/ui/toast';
import { useCallback } from 'react';
import { CoreRequestError } from '../core/core-request-error.ts';
import { useText } from './use-text.ts';

/**
 * Shows a failed call as an error toast (a toast built from an error shows its title and its
 * message or raw message); a cancelled call shows nothing, a call refused for too many attempts (429)
 * says how long to wait, and a write refused for want of the subscription's proof says how to get it, in the
 * visitor's language.
 *
 * @example
 * const showFailure = useShowFailure();
 * save().catch(showFailure);
 */
export function useShowFailure(): (error: unknown) => void {
  const t = useText();
  const toasts = useToasts();
  return useCallback(
    (error: unknown) => {
      const failure = normalizeError(error);
      if (failure.aborted) return;
      if (failure.status === 429) {
        const minutes = error instanceof CoreRequestError ? error.retryAfterMinutes : 1;
        toasts.show({
          type: 'error',
          title: t('toast.error.title'),
          message: t('errors.too-many-requests', { minutes }),
        });
        return;
      }
      if (failure.code === 'proof_required') {
        // Another device, opened without the e-mailed link: the core refused the write, in the visitor's words.
        toasts.show({ type: 'error', title: t('proof.title'), message: t('proof.refused') });
        return;
      }
      toasts.show({
        type: 'error',
        title: failure.title ?? t('toast.error.title'),
        message: failure.message ?? failure.rawMessage ?? t('errors.generic'),
      });
    },
    [t, toasts],
  );
}
