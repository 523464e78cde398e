import { normalizeError, toFormErrors } from '@souscrire/core-api';
import { Button } from '@souscrire/ui/button';
import { Checkbox } from '@souscrire/ui/checkbox';
import { EmailField } from '@souscrire/ui/email-field';
import { Form, fieldErrorMessage } from '@souscrire/ui/form';
import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { useText } from '../app/use-text.ts';
import type { EmailRequest } from '../core/journey-api.ts';

/**
 * The save-for-later and send-offer form: an e-mail and the acceptance of the conditions, both
 * required; the request is a mutation, and server validation errors are shown on their fields.
 */
export function EmailRequestForm({
  intro,
  submitLabel,
  defaultEmail,
  onSend,
}: {
  intro: string;
  submitLabel: string;
  defaultEmail: string | undefined;
  onSend: (request: EmailRequest) => Promise<void>;
}) {
  const t = useText();
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});
  const [incomplete, setIncomplete] = useState(false);
  const wrapper = useRef<HTMLDivElement>(null);

  // 'invalid' does not bubble: listen in the capture phase to say what the form needs.
  useEffect(() => {
    const element = wrapper.current;
    if (!element) return;
    const onInvalid = () => setIncomplete(true);
    element.addEventListener('invalid', onInvalid, true);
    return () => element.removeEventListener('invalid', onInvalid, true);
  }, []);

  const send = useMutation({
    mutationFn: (request: EmailRequest) => onSend(request),
    onError: (error) => {
      // '/email' -> the field named email; the caller reports the failure in a toast and what was
      // typed stays (UX: errors).
      const errors = toFormErrors(normalizeError(error).errors);
      setServerErrors(
        Object.fromEntries(Object.entries(errors).map(([path, entry]) => [path.slice(1), entry.message])),
      );
    },
  });

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const email = String(data.get('email') ?? '');
    const accepted = data.get('accept_terms') === 'on';
    if (!email || !accepted) {
      setIncomplete(true);
      return;
    }
    setIncomplete(false);
    send.mutate({ email, accept_terms: true });
  };

  return (
    <div ref={wrapper}>
      <Form
        errorSummaryTitle={t('layout.error-summary.title')}
        validationErrors={serverErrors}
        onSubmit={submit}
      >
        <p>{intro}</p>
        {incomplete && (
          <p role="alert" className="sc-email-form__incomplete">
            {t('errors.email-and-terms')}
          </p>
        )}
        <EmailField
          name="email"
          label={t('email-form.email.label')}
          defaultValue={defaultEmail}
          isRequired
          // A server message shows as it is (server validation errors become form errors).
          errorMessage={fieldErrorMessage({
            missing: t('errors.email-required'),
            invalid: t('errors.email'),
          })}
        />
        <Checkbox
          name="accept_terms"
          isRequired
          label={t('email-form.terms.label')}
          errorMessage={t('errors.terms-required')}
        />
        <Button type="submit" isPending={send.isPending} pendingLabel={t('ui.loading')}>
          {submitLabel}
        </Button>
      </Form>
    </div>
  );
}
