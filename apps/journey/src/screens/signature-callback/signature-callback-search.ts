import { z } from 'zod/mini';

/**
 * The query the signature provider returns with (/internal/callback/signature): the core's sandbox
 * provider sends `event=signing` once the signer consented (the SMS code comes next) or `event=cancelled`.
 */
export const signatureCallbackSearch = z.object({
  event: z.catch(z.optional(z.enum(['signing', 'cancelled'])), undefined),
  prospect_id: z.catch(z.optional(z.string()), undefined),
});

/** How the signing ended, as the callback tells the page that holds the frame. */
export type SignatureOutcome = 'signed' | 'cancelled' | 'error';

/**
 * The outcome of a provider's return: an unknown or missing event is an error.
 *
 * @example
 * signatureOutcome(signatureCallbackSearch.parse({ event: 'signing' })); // 'signed'
 */
export function signatureOutcome(search: z.infer<typeof signatureCallbackSearch>): SignatureOutcome {
  if (search.event === 'signing') return 'signed';
  if (search.event === 'cancelled') return 'cancelled';
  return 'error';
}
