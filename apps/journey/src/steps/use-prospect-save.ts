import { type components, toFormErrors } from '@souscrire/core-api';
import { useMutation } from '@tanstack/react-query';
import type { Prospect } from '../core/journey-api.ts';
import { unwrap } from '../core/unwrap.ts';
import type { FieldErrors, FormState } from '../form/use-form-state.ts';
import { journeyQueries } from '../router/journey-queries.ts';
import { useSubscription } from './step-context.ts';

/** The prospect fields a screen may change (the contract's `ProspectUpdate`). */
export type ProspectUpdate = components['schemas']['ProspectUpdate'];

/** A failed validation answer's field errors, keyed by field name (`toFormErrors`, without the slash). */
export function fieldErrorsOf(body: unknown): FieldErrors {
  const errors = (body as { errors?: Record<string, string[] | string> } | undefined)?.errors;
  return Object.fromEntries(
    Object.entries(toFormErrors(errors)).map(([path, error]) => [
      path.slice(1).replaceAll('/', '.'),
      error.message,
    ]),
  );
}

/**
 * Saves a screen's answers on the prospect (`PUT /v2/prospects/{id}`, a mutation) and keeps the cached prospect
 * in step. A 422 answer resolves `false` and puts its errors on the form's fields (`setErrors`, the screen's one
 * form state; what was typed stays); a save clears them. Other failures throw, so the frame's Continue shows its
 * error toast.
 *
 * @example
 * const form = useFormState({ city: saved });
 * const save = useProspectSave(form.setErrors);
 * <StepFrame step="city" onContinue={() => save({ city: 'Paris', postal_code: '75011' })} />
 */
export function useProspectSave(
  setErrors: FormState['setErrors'],
): (body: ProspectUpdate) => Promise<boolean> {
  const { clientFor, tenant, api, prospectId, queryClient } = useSubscription();

  const mutation = useMutation({
    mutationFn: async (body: ProspectUpdate) => {
      const answer = await clientFor(tenant).PUT('/v2/prospects/{id}', {
        params: { path: { id: prospectId } },
        body,
      });
      if (answer.response.status === 422) return { ok: false as const, errors: fieldErrorsOf(answer.error) };
      return { ok: true as const, prospect: unwrap(answer).data };
    },
    onSuccess: (result) => {
      if (!result.ok) {
        setErrors(result.errors);
        return;
      }
      queryClient.setQueryData(
        journeyQueries.prospect(api, tenant, prospectId).queryKey,
        (previous: Prospect | undefined) => ({ ...previous, ...result.prospect }),
      );
      setErrors({});
    },
  });
  return async (body) => (await mutation.mutateAsync(body)).ok;
}
