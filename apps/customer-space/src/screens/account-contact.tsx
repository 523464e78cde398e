import type { CoreApiClient } from '@souscrire/core-api';
import { useIntl } from '@souscrire/i18n/react';
import { Alert } from '@souscrire/ui/alert';
import { Button } from '@souscrire/ui/button';
import { Form, fieldErrorMessage } from '@souscrire/ui/form';
import { Heading } from '@souscrire/ui/heading';
import { TextField } from '@souscrire/ui/text-field';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useId, useMemo } from 'react';
import { MESSAGES } from '../app/message-ids.ts';
import { type ContactChange, ContactRefused, spaceMutations, TooMany } from '../router/space-mutations.ts';
import { spaceQueries } from '../router/space-queries.ts';

/**
 * "Contact details" on the account page: the e-mail (which is the login) and the mobile phone. The phone
 * changes at once; a new e-mail waits for the link sent to it, and the panel says so ("waiting for
 * confirmation") until it is opened. Only what changed is sent; the core's refusals show on their fields.
 */
export function AccountContact({ api, tenant }: { api: CoreApiClient; tenant: string }) {
  const intl = useIntl();
  const text = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  const headingId = useId();
  const queryClient = useQueryClient();
  const client = useQuery(spaceQueries.client(api, tenant));
  const save = useMutation(spaceMutations.saveContact(queryClient, api, tenant));
  const refused = save.error instanceof ContactRefused ? save.error.errors : undefined;
  const invalidEmail = text(MESSAGES.contactEmailInvalid);
  // One object per refusal: the form summarises (and focuses) each new set of server errors.
  const serverErrors = useMemo((): Record<string, string> => {
    if (refused === undefined) return {};
    return {
      ...(refused.phone ? { phone: refused.phone.join(' ') } : {}),
      ...(refused.email ? { email: invalidEmail } : {}),
    };
  }, [refused, invalidEmail]);

  const current = client.data;
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (current === undefined) return;
    const form = new FormData(event.currentTarget);
    const email = String(form.get('email') ?? '').trim();
    const phone = String(form.get('phone') ?? '').trim();
    const change: ContactChange = {
      ...(email !== current.login ? { email } : {}),
      ...(phone !== (current.phone ?? '') ? { phone } : {}),
    };
    if (Object.keys(change).length > 0) save.mutate(change);
  };
  return (
    <section aria-labelledby={headingId}>
      <Heading level={2} id={headingId}>
        {text(MESSAGES.contactTitle)}
      </Heading>
      {client.isError && (
        <Alert type="error" live>
          {text(MESSAGES.errorGeneric)}
        </Alert>
      )}
      {current === undefined ? (
        client.isPending && <p>{text(MESSAGES.loading)}</p>
      ) : (
        <>
          {save.isSuccess && (
            <Alert type="success" live>
              {text(MESSAGES.contactSaved)}
            </Alert>
          )}
          {current.pending_email !== null && (
            <Alert type="info" live>
              {text(MESSAGES.contactPending, { email: current.pending_email, login: current.login })}
            </Alert>
          )}
          {save.isError && !(save.error instanceof ContactRefused) && (
            <Alert type="error" live>
              {text(save.error instanceof TooMany ? MESSAGES.contactTooMany : MESSAGES.errorGeneric)}
            </Alert>
          )}
          <Form
            key={`${current.login} ${current.phone}`}
            errorSummaryTitle={text(MESSAGES.formErrorSummary)}
            validationErrors={serverErrors}
            onSubmit={submit}
          >
            <TextField
              name="email"
              type="email"
              autoComplete="email"
              label={text(MESSAGES.contactEmailLabel)}
              defaultValue={current.login}
              isRequired
              onChange={() => save.isError && save.reset()}
              errorMessage={fieldErrorMessage({
                missing: text(MESSAGES.contactEmailRequired),
                invalid: invalidEmail,
              })}
            />
            <TextField
              name="phone"
              type="tel"
              autoComplete="tel"
              label={text(MESSAGES.contactPhoneLabel)}
              defaultValue={current.phone ?? ''}
              isRequired
              onChange={() => save.isError && save.reset()}
              errorMessage={fieldErrorMessage({ missing: text(MESSAGES.contactPhoneRequired) })}
            />
            <Button type="submit" isPending={save.isPending} pendingLabel={text(MESSAGES.loading)}>
              {text(MESSAGES.contactSubmit)}
            </Button>
          </Form>
        </>
      )}
    </section>
  );
}
