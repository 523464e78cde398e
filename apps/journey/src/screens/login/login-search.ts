import { z } from 'zod/mini';

/** The reason given when the subscription's e-mail belongs to a client. */
export const ALREADY_CLIENT = 'already_client';

const optionalText = z.catch(z.optional(z.string()), undefined);

/**
 * The login route's query: the login to prefill, why the visitor is asked to log in, and the journey address
 * to go back to afterwards. Anything unexpected is dropped rather than refused.
 */
export const loginSearchSchema = z.object({
  login: optionalText,
  reason: optionalText,
  redirect: optionalText,
});

/** The login route's query, once read. */
export type LoginSearch = z.infer<typeof loginSearchSchema>;

/**
 * Where to go after logging in: only an address of this journey (a path, never another site: an open
 * redirect would let a link send a freshly logged-in client anywhere), else `fallback`.
 *
 * @example
 * returnPath('/fr-FR/souscription/42/documents', '/fr-FR'); // '/fr-FR/souscription/42/documents'
 * returnPath('https://evil.example', '/fr-FR'); // '/fr-FR'
 */
export function returnPath(redirect: string | undefined, fallback: string): string {
  if (!redirect?.startsWith('/') || redirect.startsWith('//') || redirect.includes('\\')) {
    return fallback;
  }
  return redirect;
}
