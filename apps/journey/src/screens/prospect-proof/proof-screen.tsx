import { normalizeError } from '@souscrire/core-api';
import { Alert } from '@souscrire/ui/alert';
import { Button } from '@souscrire/ui/button';
import { EmailField } from '@souscrire/ui/email-field';
import { Form, fieldErrorMessage } from '@souscrire/ui/form';
import { Heading } from '@souscrire/ui/heading';
import { useMutation } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useText } from '../../app/use-text.ts';

/** Props of {@link ProofScreen}. */
export type ProofScreenProps = {
  /** E-mails the resume link to an address; the core sends it only to the subscription's own. */
  readonly sendLink: (email: string) => Promise<void>;
  /** The subscription's address, when this browser knows it: the field starts with it. */
  readonly email: string | undefined;
};

/**
 * What a visitor sees when this browser holds no proof of the subscription (someone else's prospect
 * id, or the subscriber on another device): every read and write of a subscription needs its proof, so the
 * screen knows nothing of it. To continue, the visitor gives the subscription's e-mail address and a link goes
 * there ('an e-mail has been sent'); another address is refused, and the screen says so. The heading
 * takes the focus, so a screen reader starts there.
 *
 * @example
 * <ProofScreen sendLink={(email) => api.sendSubscriptionLink(id, { email, accept_terms: true })} email={undefined} />
 */
export function ProofScreen({ sendLink, email }: ProofScreenProps) {
  const t = useText();
  const heading = useRef<HTMLDivElement>(null);
  const send = useMutation({ mutationFn: (address: string) => sendLink(address) });

  useEffect(() => {
    heading.current?.focus();
  }, []);

  const failure = send.isError ? normalizeError(send.error) : undefined;
  return (
    <section className="sc-proof" aria-labelledby="sc-proof-title">
      <div ref={heading} tabIndex={-1} id="sc-proof-title">
        <Heading level={1}>{t('proof.title')}</Heading>
      </div>
      <p>{t('proof.body')}</p>
      <Form
        errorSummaryTitle={t('layout.error-summary.title')}
        onSubmit={(event) => {
          event.preventDefault();
          send.mutate(String(new FormData(event.currentTarget).get('email') ?? '').trim());
        }}
      >
        <EmailField
          name="email"
          label={t('proof.email')}
          defaultValue={email}
          isRequired
          errorMessage={fieldErrorMessage({
            missing: t('errors.email-required'),
            invalid: t('errors.email'),
          })}
        />
        <Button type="submit" isPending={send.isPending} pendingLabel={t('ui.loading')}>
          {t('proof.send')}
        </Button>
      </Form>
      {send.isSuccess && (
        <Alert type="success" live>
          {t('proof.sent')}
        </Alert>
      )}
      {failure && (
        <Alert type="error" live>
          {failure.code === 'proof_required'
            ? t('proof.wrong-email')
            : (failure.message ?? t('errors.generic'))}
        </Alert>
      )}
    </section>
  );
}
