import { z } from 'zod/mini';

/** The query the signature provider returns with (spec 2: /internal/callback/signature). */
export const signatureCallbackSearch = z.object({
  status: z.catch(z.enum(['signed', 'cancelled', 'error']), 'error'),
  prospect_id: z.catch(z.optional(z.string()), undefined),
});
