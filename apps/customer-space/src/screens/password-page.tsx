import type { CoreApiClient } from '@souscrire/core-api';
import type { Locale } from '@souscrire/i18n';
import { useIntl } from '@souscrire/i18n/react';
import { Alert } from '@souscrire/ui/alert';
import { Button } from '@souscrire/ui/button';
import { Form } from '@souscrire/ui/form';
import { Heading } from '@souscrire/ui/heading';
import { Link } from '@souscrire/ui/link';
import { useMutation } from '@tanstack/react-query';
import type { FormEvent } from 'react';
import { MESSAGES } from '../app/message-ids.ts';
import { LinkRefused, spaceMutations } from '../router/space-mutations.ts';
import { spacePath } from '../router/space-route.ts';
import { NewPasswordFields } from './new-password-fields.tsx';

/** Props of {@link PasswordPage}. */
export type PasswordPageProps = {
  api: CoreApiClient;
  tenant: string;
  locale: Locale;
  /** The token of the e-mail's link (`?token=`). */
  token: string;
};

/**
 * The page a password link opens (the welcome e-mail's, or a forgotten password's): a new password, twice.
 * Saved, it says so and leads to the login; a link that cannot be used (expired, used, unknown) says so and
 * leads to the forgotten-password page.
 */
export function PasswordPage({ api, tenant, locale, token }: PasswordPageProps) {
  const intl = useIntl();
  const text = (id: string) => intl.formatMessage({ id });
  const save = useMutation(spaceMutations.setPassword(api, tenant, token));
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    save.mutate(String(new FormData(event.currentTarget).get('password') ?? ''));
  };
  const linkFailed = save.error instanceof LinkRefused || token === '';
  return (
    <section className="sc-space-login" aria-labelledby="sc-space-password-title">
      <Heading level={1} id="sc-space-password-title">
        {text(MESSAGES.passwordTitle)}
      </Heading>
      {save.isSuccess ? (
        <>
          <Alert type="success" live>
            {text(MESSAGES.passwordSaved)}
          </Alert>
          <p>
            <Link href={spacePath(locale, 'login')}>{text(MESSAGES.loginSubmit)}</Link>
          </p>
        </>
      ) : linkFailed ? (
        <>
          <Alert type="error" live>
            {text(MESSAGES.passwordInvalidLink)}
          </Alert>
          <p>
            <Link href={spacePath(locale, 'forgotten')}>{text(MESSAGES.passwordAskNewLink)}</Link>
          </p>
        </>
      ) : (
        <>
          {save.isError && (
            <Alert type="error" live>
              {text(MESSAGES.errorGeneric)}
            </Alert>
          )}
          <Form errorSummaryTitle={text(MESSAGES.formErrorSummary)} onSubmit={submit}>
            <NewPasswordFields />
            <Button type="submit" isPending={save.isPending} pendingLabel={text(MESSAGES.loading)}>
              {text(MESSAGES.passwordSubmit)}
            </Button>
          </Form>
        </>
      )}
    </section>
  );
}
