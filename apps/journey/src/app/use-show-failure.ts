import { normalizeError } from '@souscrire/core-api';
import { useToasts } from '@souscrire/ui/toast';
import { useCallback } from 'react';
import { CoreRequestError } from '../core/core-request-error.ts';
import { MESSAGES } from './message-ids.ts';
import { useText } from './use-text.ts';

/**
 * Shows a failed call as an error toast (spec 3 and 8: a toast built from an error shows its title and its
 * message or raw message); a cancelled call shows nothing, and a call refused for too many attempts (429)
 * says how long to wait, in the visitor's language.
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
          title: t(MESSAGES.errorToastTitle),
          message: t(MESSAGES.tooManyRequests, { minutes }),
        });
        return;
      }
      toasts.show({
        type: 'error',
        title: failure.title ?? t(MESSAGES.errorToastTitle),
        message: failure.message ?? failure.rawMessage ?? t(MESSAGES.defaultAlert),
      });
    },
    [t, toasts],
  );
}
