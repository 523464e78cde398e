import { normalizeError } from '@souscrire/core-api';
import { Alert } from '@souscrire/ui/alert';
import { Button } from '@souscrire/ui/button';
import { Heading } from '@souscrire/ui/heading';
import { useMutation } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useText } from '../../app/use-text.ts';

/** Props of {@link ProofScreen}. */
export type ProofScreenProps = {
  /** E-mails the resume link to the subscription's address; undefined when it has none. */
  readonly sendLink: (() => Promise<void>) | undefined;
};

/**
 * What a visitor sees when this browser holds no proof of the subscription (someone else's prospect
 * id, or the subscriber on another device): to continue, a link goes to the subscription's e-mail address
 * ('an e-mail has been sent'). The heading takes the focus, so a screen reader starts there.
 *
 * @example
 * <ProofScreen sendLink={() => api.sendSubscriptionLink(id, { email, accept_terms: true })} />
 */
export function ProofScreen({ sendLink }: ProofScreenProps) {
  const t = useText();
  const heading = useRef<HTMLDivElement>(null);
  const send = useMutation({ mutationFn: async () => sendLink?.() });

  useEffect(() => {
    heading.current?.focus();
  }, []);

  return (
    <section className="sc-proof" aria-labelledby="sc-proof-title">
      <div ref={heading} tabIndex={-1} id="sc-proof-title">
        <Heading level={1}>{t('proof.title')}</Heading>
      </div>
      <p>{t('proof.body')}</p>
      {sendLink === undefined ? (
        <Alert type="warning">{t('proof.no-email')}</Alert>
      ) : (
        <Button onPress={() => send.mutate()} isPending={send.isPending} pendingLabel={t('ui.loading')}>
          {t('proof.send')}
        </Button>
      )}
      {send.isSuccess && (
        <Alert type="success" live>
          {t('proof.sent')}
        </Alert>
      )}
      {send.isError && (
        <Alert type="error" live>
          {normalizeError(send.error).message ?? t('errors.generic')}
        </Alert>
      )}
    </section>
  );
}
