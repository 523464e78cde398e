import type { CoreApiClient, components } from '@souscrire/core-api';
import { unwrap } from '../../core/unwrap.ts';
import { fieldErrorsOf } from '../use-prospect-save.ts';
import type { KillingAnswerValues } from './killing-questions.ts';

/** The core's answer to the declarations: an outcome, or the fields it refused (422). */
export type KillingAnswerResult =
  | { readonly kind: 'outcome'; readonly outcome: components['schemas']['KillingOutcome'] }
  | { readonly kind: 'invalid'; readonly errors: Record<string, string> };

/**
 * Sends the eligibility answers (`answerKillingForm`). A 422 comes back as field errors keyed by
 * question name (what was answered stays on screen); other failures throw for the frame's error toast.
 *
 * @example
 * const result = await answerKillingForm(clientFor(tenant), id, { collective_proceedings: false });
 */
export async function answerKillingForm(
  client: CoreApiClient,
  prospectId: string,
  answers: KillingAnswerValues,
): Promise<KillingAnswerResult> {
  const answer = await client.PUT('/v2/prospects/{id}/killing-questions', {
    params: { path: { id: prospectId } },
    body: { answers },
  });
  if (answer.response.status === 422) {
    const errors = Object.entries(fieldErrorsOf(answer.error)).map(
      ([path, message]) => [path.replace(/^answers\./, ''), message] as const,
    );
    return { kind: 'invalid', errors: Object.fromEntries(errors) };
  }
  return { kind: 'outcome', outcome: unwrap(answer).data };
}
