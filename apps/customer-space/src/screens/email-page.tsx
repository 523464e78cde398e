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
import { spaceKeys } from '../app/space-keys.ts';
import { spacePath } from '../router/space-route.ts';

/** Props of {@link EmailPage}. */
export type EmailPageProps = {
  api: CoreApiClient;
  locale: Locale;
  /** The token of the e-mail's link (`?token=`). */
  token: string;
};

/** The link cannot be used (422: unknown, used or expired). */
class EmailLinkError extends Error {}

async function confirmEmail(api: CoreApiClient, token: string): Promise<string> {
  const { data, response } = await api.POST('/v2/clients/email-confirmation', { body: { token } });
  if (response.status === 422) throw new EmailLinkError('invalid e-mail link');
  if (!data) throw new Error(`the e-mail confirmation answered ${response.status}`);
  return data.data.login;
}

/**
 * The page a new e-mail's confirmation link opens: one button confirms it (a link opened by a mail scanner
 * changes nothing). Confirmed, it says which e-mail is now the login and leads to the account; a link that
 * cannot be used says so and leads there to ask again.
 */
export function EmailPage({ api, locale, token }: EmailPageProps) {
  const intl = useIntl();
  const text = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  const queryClient = useQueryClient();
  const confirm = useMutation({
    mutationFn: () => confirmEmail(api, token),
    // A session held in this browser reads its client again: the login changed.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: spaceKeys.allClients() }),
  });
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    confirm.mutate();
  };
  const linkFailed = confirm.error instanceof EmailLinkError || token === '';
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
