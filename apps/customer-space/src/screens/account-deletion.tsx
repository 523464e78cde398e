import type { CoreApiClient } from '@souscrire/core-api';
import { formatDate, type Locale } from '@souscrire/i18n';
import { useIntl } from '@souscrire/i18n/react';
import { Alert } from '@souscrire/ui/alert';
import { Button } from '@souscrire/ui/button';
import { Checkbox } from '@souscrire/ui/checkbox';
import { Form, fieldErrorMessage } from '@souscrire/ui/form';
import { Heading } from '@souscrire/ui/heading';
import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useEffect, useId, useRef } from 'react';
import { MESSAGES } from '../app/message-ids.ts';
import { AlreadyRequested, spaceMutations } from '../router/space-mutations.ts';

/** Props of {@link AccountDeletion}. */
export type AccountDeletionProps = { api: CoreApiClient; tenant: string; locale: Locale };

/**
 * "Delete my account" on the account page: what is erased and what the law has the insurer keep, a required
 * confirmation, then the request recorded (an e-mail confirms it; the tenant's operators act on it). Once
 * recorded, the panel says when, and the focus goes there.
 */
export function AccountDeletion({ api, tenant, locale }: AccountDeletionProps) {
  const intl = useIntl();
  const text = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  const headingId = useId();
  const done = useRef<HTMLDivElement>(null);
  const ask = useMutation(spaceMutations.askDeletion(api, tenant));
  useEffect(() => {
    if (ask.isSuccess) done.current?.focus();
  }, [ask.isSuccess]);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    ask.mutate();
  };
  return (
    <section aria-labelledby={headingId}>
      <Heading level={2} id={headingId}>
        {text(MESSAGES.deletionTitle)}
      </Heading>
      <p>{text(MESSAGES.deletionBody)}</p>
      {ask.isSuccess ? (
        <div ref={done} tabIndex={-1}>
          <Alert type="success" live>
            {text(MESSAGES.deletionDone, { date: formatDate(ask.data.slice(0, 10), locale, 'long') })}
          </Alert>
        </div>
      ) : (
        <>
          {ask.isError && (
            <Alert type="error" live>
              {text(ask.error instanceof AlreadyRequested ? MESSAGES.deletionAlready : MESSAGES.errorGeneric)}
            </Alert>
          )}
          <Form errorSummaryTitle={text(MESSAGES.formErrorSummary)} onSubmit={submit}>
            <Checkbox
              name="confirm"
              isRequired
              label={text(MESSAGES.deletionConfirmLabel)}
              errorMessage={fieldErrorMessage({ missing: text(MESSAGES.deletionConfirmRequired) })}
            />
            <Button
              type="submit"
              variant="secondary"
              isPending={ask.isPending}
              pendingLabel={text(MESSAGES.loading)}
            >
              {text(MESSAGES.deletionSubmit)}
            </Button>
          </Form>
        </>
      )}
    </section>
  );
}
