import type { CoreApiClient, components } from '@souscrire/core-api';
import { unwrap } from '../../core/unwrap.ts';

/** A signature of the core (its signing page's address to frame). */
export type Signature = components['schemas']['Signature'];

/** What asking for an SMS code gives: sent, or too soon (429) with the seconds to wait. */
export type SendCodeResult =
  | { kind: 'sent'; retryIn: number; phoneHint: string }
  | { kind: 'wait'; retryIn: number };

/** What verifying a code gives: signed, refused (422), or too many attempts (429) until a new code. */
export type VerifyCodeResult =
  | { kind: 'signed' }
  | { kind: 'invalid'; message: string | undefined }
  | { kind: 'locked'; retryIn: number };

const retryAfter = (response: Response) => Math.max(0, Number(response.headers.get('Retry-After') ?? 0) || 0);

/**
 * The signature calls under the client session. Other failures throw a `CoreRequestError`.
 *
 * @example
 * const api = signatureApi(clientFor(tenant));
 * const { frame_url } = await api.start(prospectId);
 */
export function signatureApi(client: CoreApiClient) {
  return {
    /** Starts the signature (POST signature): the signing page to frame. */
    async start(id: string): Promise<Signature> {
      return unwrap(await client.POST('/v2/prospects/{id}/signature', { params: { path: { id } } })).data;
    },
    /** Sends the SMS code (POST signature/code). */
    async sendCode(id: string): Promise<SendCodeResult> {
      const answer = await client.POST('/v2/prospects/{id}/signature/code', { params: { path: { id } } });
      if (answer.response.status === 429) return { kind: 'wait', retryIn: retryAfter(answer.response) };
      const { retry_in, phone_hint } = unwrap(answer).data;
      return { kind: 'sent', retryIn: retry_in, phoneHint: phone_hint };
    },
    /** Verifies the code and signs (POST signature/code/verify). */
    async verify(id: string, code: string): Promise<VerifyCodeResult> {
      const answer = await client.POST('/v2/prospects/{id}/signature/code/verify', {
        params: { path: { id } },
        body: { code },
      });
      if (answer.response.status === 429) return { kind: 'locked', retryIn: retryAfter(answer.response) };
      if (answer.response.status === 422) {
        return { kind: 'invalid', message: (answer.error as { message?: string } | undefined)?.message };
      }
      unwrap(answer);
      return { kind: 'signed' };
    },
  };
}
