import { z } from 'zod';

/** The query the signature provider returns with (spec 2: /internal/callback/signature). */
export const signatureCallbackSearch = z.object({
  status: z.enum(['signed', 'cancelled', 'error']).catch('error'),
  prospect_id: z.string().optional().catch(undefined),
});
