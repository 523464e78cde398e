import { FALLBACK_COUNTRY, parseLocale } from '@souscrire/i18n';
import { EmailField } from '@souscrire/ui/email-field';
import { Form } from '@souscrire/ui/form';
import { PhoneField } from '@souscrire/ui/phone-field';
import { TextField } from '@souscrire/ui/text-field';
import { useEffect, useState } from 'react';
import type { ValidationResult } from 'react-aria-components';
import { useText } from '../../app/use-text.ts';
import { CONFIRMATION_SUB_STEPS } from '../confirmation-sub-steps.ts';
import { StepFrame } from '../step-frame.tsx';
import { useFormContinue } from '../use-form-continue.ts';
import { type ProspectUpdate, useProspectSave } from '../use-prospect-save.ts';
import { useSubscription } from '../use-subscription.ts';
import { CONFIRMATION_FIELDS, CONFIRMATION_MESSAGES as M } from './confirmation-fields.ts';
import type { isMobileNumber } from './mobile-number.ts';

const FIELD_COMPONENTS = { text: TextField, email: EmailField, phone: PhoneField };

/**
 * The mobile number check, loaded as the screen shows: the countries' numbering plans (libphonenumber-js's
 * mobile metadata) are a chunk of their own, so the screen's chunk stays within a step's byte budget. `ready`
 * resolves once the fields check with it (Continue waits for it, so no number goes unchecked to the core), or
 * once its chunk failed to load (the core then checks the number by the same plans, on its field).
 */
function useMobileNumberCheck(): { check: typeof isMobileNumber | undefined; ready: Promise<void> } {
  const [check, setCheck] = useState<typeof isMobileNumber>();
  const [loaded] = useState(() => {
    let resolve = () => {};
    const promise = new Promise<void>((done) => {
      resolve = done;
    });
    return { promise, resolve };
  });
  useEffect(() => {
    let shown = true;
    import('./mobile-number.ts').then(
      (module) => {
        if (shown) setCheck(() => module.isMobileNumber);
      },
      () => loaded.resolve(),
    );
    return () => {
      shown = false;
    };
  }, [loaded]);
  // After the render that gave the fields the check (their validity is set as they render).
  useEffect(() => {
    if (check) loaded.resolve();
  }, [check, loaded]);
  return { check, ready: loaded.promise };
}

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
  const mobile = useMobileNumberCheck();
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
    value.trim() === '' || !mobile.check || mobile.check(value, country) ? null : t(M.invalidPhone);
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
      onContinue={async () => {
        await mobile.ready;
        return onContinue();
      }}
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
