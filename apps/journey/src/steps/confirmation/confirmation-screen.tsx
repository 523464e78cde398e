import { FALLBACK_COUNTRY, parseLocale } from '@souscrire/i18n';
import { EmailField } from '@souscrire/ui/email-field';
import { Form } from '@souscrire/ui/form';
import { PhoneField } from '@souscrire/ui/phone-field';
import { TextField } from '@souscrire/ui/text-field';
import type { ValidationResult } from 'react-aria-components';
import { useText } from '../../app/use-text.ts';
import { CONFIRMATION_SUB_STEPS } from '../confirmation-sub-steps.ts';
import { StepFrame } from '../step-frame.tsx';
import { useFormContinue } from '../use-form-continue.ts';
import { type ProspectUpdate, useProspectSave } from '../use-prospect-save.ts';
import { useSubscription } from '../use-subscription.ts';
import { CONFIRMATION_FIELDS, CONFIRMATION_MESSAGES as M } from './confirmation-fields.ts';
import { isMobileNumber } from './mobile-number.ts';

const FIELD_COMPONENTS = { text: TextField, email: EmailField, phone: PhoneField };

/**
 * The contact details confirmation (confirmation/{step}): each sub-step asks a small group of fields,
 * prefilled with what the prospect already gave, checked in the browser ('This field is required', 'This field
 * must be an e-mail address', a mobile number by the country's numbering plan) and saved on the prospect before
 * Continue moves on; the server's refusals show on their fields.
 */
export function ConfirmationScreen() {
  const t = useText();
  const { prospect, subStep, locale } = useSubscription();
  // The page's country reads a national number (the locale prefix's country).
  const country = parseLocale(locale)?.country ?? FALLBACK_COUNTRY;
  const step = CONFIRMATION_SUB_STEPS.find((name) => name === subStep) ?? CONFIRMATION_SUB_STEPS[0];
  const fields = CONFIRMATION_FIELDS[step];
  const { save, errors } = useProspectSave();
  const { formId, onContinue, onSubmit, registerPress } = useFormContinue(async () => {
    const form = document.getElementById(formId);
    if (!(form instanceof HTMLFormElement)) return false;
    const data = new FormData(form);
    const body: ProspectUpdate = {};
    for (const field of fields) {
      const value = String(data.get(field.name) ?? '').trim();
      body[field.name] = value === '' ? null : value;
    }
    return save(body);
  });

  // The signature's code is texted to the phone: a number the SMS can reach (the core checks it too).
  const validatePhone = (value: string) =>
    value.trim() === '' || isMobileNumber(value, country) ? null : t(M.invalidPhone);
  // Named, so the error summary says which field is missing.
  const errorMessage = (label: string) => (validation: ValidationResult) => {
    if (validation.validationDetails.valueMissing) return t(M.requiredNamed, { field: label });
    if (validation.validationDetails.typeMismatch) return t(M.invalidEmail);
    return validation.validationErrors.join(' ');
  };
  // 'Check these details' only when there are details to check.
  const isPrefilled = fields.some(
    (field) => typeof prospect[field.name] === 'string' && prospect[field.name] !== '',
  );

  return (
    <StepFrame
      step="confirmation"
      title={step === 'company' ? M.companyTitle : undefined}
      onContinue={onContinue}
      registerPress={registerPress}
    >
      <p>{t(isPrefilled ? M.intro : M.introEmpty)}</p>
      <Form
        key={step}
        id={formId}
        onSubmit={onSubmit}
        errorSummaryTitle={t(M.errorSummaryTitle)}
        validationErrors={errors}
      >
        {fields.map((field) => {
          const Field = FIELD_COMPONENTS[field.kind];
          const saved = prospect[field.name];
          return (
            <Field
              key={field.name}
              name={field.name}
              label={field.required ? t(field.label) : `${t(field.label)} ${t(M.optional)}`}
              description={'hint' in field ? t(field.hint) : undefined}
              isRequired={field.required}
              defaultValue={typeof saved === 'string' ? saved : ''}
              autoComplete={field.autoComplete}
              errorMessage={errorMessage(t(field.label))}
              validate={field.kind === 'phone' ? validatePhone : undefined}
            />
          );
        })}
      </Form>
    </StepFrame>
  );
}
