import type { CoreApiClient } from '@souscrire/core-api';
import type { Locale } from '@souscrire/i18n';
import { useIntl } from '@souscrire/i18n/react';
import { Alert } from '@souscrire/ui/alert';
import { Button } from '@souscrire/ui/button';
import { Form } from '@souscrire/ui/form';
import { Heading } from '@souscrire/ui/heading';
import { Link } from '@souscrire/ui/link';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { FormEvent } from 'react';
import { MESSAGES } from '../app/message-ids.ts';
import { LinkRefused, spaceMutations } from '../router/space-mutations.ts';
import { spacePath } from '../router/space-route.ts';

/** Props of {@link EmailPage}. */
export type EmailPageProps = {
  api: CoreApiClient;
  tenant: string;
  locale: Locale;
  /** The token of the e-mail's link (`?token=`). */
  token: string;
};

/**
 * The page a new e-mail's confirmation link opens: one button confirms it (a link opened by a mail scanner
 * changes nothing). Confirmed, it says which e-mail is now the login and leads to the account; a link that
 * cannot be used says so and leads there to ask again.
 */
export function EmailPage({ api, tenant, locale, token }: EmailPageProps) {
  const intl = useIntl();
  const text = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  const queryClient = useQueryClient();
  const confirm = useMutation(spaceMutations.confirmEmail(queryClient, api, tenant, token));
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    confirm.mutate();
  };
  const linkFailed = confirm.error instanceof LinkRefused || token === '';
  const account = <Link href={spacePath(locale, 'account')}>{text(MESSAGES.emailAccountLink)}</Link>;
  return (
    <section className="sc-space-login" aria-labelledby="sc-space-email-title">
      <Heading level={1} id="sc-space-email-title">
        {text(MESSAGES.emailTitle)}
      </Heading>
      {confirm.isSuccess ? (
        <>
          <Alert type="success" live>
            {text(MESSAGES.emailDone, { login: confirm.data })}
          </Alert>
          <p>{account}</p>
        </>
      ) : linkFailed ? (
        <>
          <Alert type="error" live>
            {text(MESSAGES.emailInvalid)}
          </Alert>
          <p>{account}</p>
        </>
      ) : (
        <>
          <p>{text(MESSAGES.emailIntro)}</p>
          {confirm.isError && (
            <Alert type="error" live>
              {text(MESSAGES.errorGeneric)}
            </Alert>
          )}
          <Form errorSummaryTitle={text(MESSAGES.formErrorSummary)} onSubmit={submit}>
            <Button type="submit" isPending={confirm.isPending} pendingLabel={text(MESSAGES.loading)}>
              {text(MESSAGES.emailSubmit)}
            </Button>
          </Form>
        </>
      )}
    </section>
  );
}
