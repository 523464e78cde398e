import { Button } from '@souscrire/ui/button';
import { EmailField } from '@souscrire/ui/email-field';
import { Form, fieldErrorMessage } from '@souscrire/ui/form';
import { PhoneField } from '@souscrire/ui/phone-field';
import { TextField } from '@souscrire/ui/text-field';
import { useMutation } from '@tanstack/react-query';
import { useShowFailure } from '../../app/use-show-failure.ts';
import { useText } from '../../app/use-text.ts';
import { CoreRequestError } from '../../core/core-request-error.ts';
import { unwrap } from '../../core/unwrap.ts';
import { targetPath } from '../../router/target-path.ts';
import { HelpContacts } from '../cancelled/help-contacts.tsx';
import { useStepNavigator, useSubscription } from '../step-context.ts';
import { StepFrame } from '../step-frame.tsx';
import { fieldErrorsOf } from '../use-prospect-save.ts';

type CustomOfferRequest = { email: string; phone: string | null; message: string | null };

/** An optional text field's value: null when left empty. */
function optional(value: FormDataEntryValue | null): string | null {
  const text = String(value ?? '').trim();
  return text === '' ? null : text;
}

/** A refused request's errors on its fields; none for any other failure. */
function fieldErrorsOfRefusal(error: unknown) {
  return error instanceof CoreRequestError ? fieldErrorsOf(error.body) : {};
}

/**
 * Qualification: the criteria are outside what can be priced online. The visitor leaves an e-mail,
 * a phone and a message and requests a custom offer (saved on the server), then sees that the request is sent
 * (unhooking). Back lets them change their answers; the advisers' phone is there too (UX: never a dead end).
 */
export function QualificationScreen() {
  const t = useText();
  const { navigate } = useStepNavigator();
  const showFailure = useShowFailure();
  const { clientFor, tenant, prospectId, prospect, locale } = useSubscription();

  const request = useMutation({
    mutationFn: async (body: CustomOfferRequest) =>
      unwrap(
        await clientFor(tenant).POST('/v2/prospects/{id}/custom-offer-request', {
          params: { path: { id: prospectId } },
          body,
        }),
      ),
    onSuccess: () => navigate(targetPath({ name: 'subscription.unhooking' }, locale, prospectId)),
    onError: (error) => {
      if (Object.keys(fieldErrorsOfRefusal(error)).length === 0) showFailure(error);
    },
  });
  // The server's field errors on their fields, what was typed kept (anything else is a toast); a new request
  // clears them.
  const errors = fieldErrorsOfRefusal(request.error);

  return (
    <StepFrame step="qualification">
      <p>{t('qualification.body')}</p>
      <Form
        errorSummaryTitle={t('layout.error-summary.title')}
        validationErrors={errors}
        onSubmit={(event) => {
          event.preventDefault();
          const data = new FormData(event.currentTarget);
          request.mutate({
            email: String(data.get('email') ?? '').trim(),
            phone: optional(data.get('phone')),
            message: optional(data.get('message')),
          });
        }}
      >
        <EmailField
          name="email"
          label={t('confirmation.fields.email')}
          defaultValue={prospect.email ?? undefined}
          isRequired
          errorMessage={fieldErrorMessage({
            missing: t('errors.email-required'),
            invalid: t('errors.email'),
          })}
        />
        <PhoneField
          name="phone"
          label={t('confirmation.fields.phone')}
          defaultValue={prospect.phone ?? undefined}
          errorMessage={(validation) => validation.validationErrors.join(' ')}
        />
        <TextField
          name="message"
          label={t('qualification.message.label')}
          maxLength={2000}
          errorMessage={(validation) => validation.validationErrors.join(' ')}
        />
        <Button type="submit" isPending={request.isPending} pendingLabel={t('ui.loading')}>
          {t('qualification.submit')}
        </Button>
      </Form>
      <HelpContacts />
    </StepFrame>
  );
}
