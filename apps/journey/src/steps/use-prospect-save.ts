import { type components, toFormErrors } from '@souscrire/core-api';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import type { Prospect } from '../core/journey-api.ts';
import { unwrap } from '../core/unwrap.ts';
import { journeyQueries } from '../router/journey-queries.ts';
import { useSubscription } from './use-subscription.ts';

/** The prospect fields a screen may change (the contract's `ProspectUpdate`). */
export type ProspectUpdate = components['schemas']['ProspectUpdate'];

/** Field name -> the server's message, as the kit's `Form` takes `validationErrors`. */
export type FieldErrors = Record<string, string>;

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
 * in step. A 422 answer resolves `false` and fills `errors` for the form (what was typed stays); other failures throw,
 * so the frame's Continue shows its error toast.
 *
 * @example
 * const { save, errors } = useProspectSave();
 * <StepFrame step="city" onContinue={() => save({ city: 'Paris', postal_code: '75011' })} />
 */
export function useProspectSave() {
  const { clientFor, tenant, api, prospectId, queryClient } = useSubscription();
  const [errors, setErrors] = useState<FieldErrors>({});

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
  const save = async (body: ProspectUpdate): Promise<boolean> => (await mutation.mutateAsync(body)).ok;

  // `setErrors` lets a screen show its own checks the same way (a choice missing), and clear them as soon as
  // the visitor answers, so nothing moves under the pointer on the way to Continue.
  return { save, errors, setErrors };
}
