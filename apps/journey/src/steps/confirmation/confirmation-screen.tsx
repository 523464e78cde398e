import { FALLBACK_COUNTRY, parseLocale } from '@souscrire/i18n';
import { useEffect, useState } from 'react';
import { useText } from '../../app/use-text.ts';
import type { AskedQuestion } from '../../form/question-types/question-type.ts';
import { parsedAnswers, QuestionField } from '../../form/question-types/registry.tsx';
import { useFormState } from '../../form/use-form-state.ts';
import { CONFIRMATION_SUB_STEPS } from '../confirmation-sub-steps.ts';
import { useSubscription } from '../step-context.ts';
import { StepForm } from '../step-form.tsx';
import { StepFrame } from '../step-frame.tsx';
import { type ProspectUpdate, useProspectSave } from '../use-prospect-save.ts';
import { CONFIRMATION_FIELDS, CONFIRMATION_MESSAGES as M } from './confirmation-fields.ts';
import type { isMobileNumber } from './mobile-number.ts';

type MobileCheck = typeof isMobileNumber;

/**
 * The mobile number check's chunk: the countries' numbering plans (libphonenumber-js's mobile metadata) are a
 * chunk of their own, so that the screen's chunk stays within a step's byte budget. It is asked for as this
 * module loads, which the router's preload of the next step does before the visitor presses Continue, so that the
 * screen usually shows with the check in place rather than loading and evaluating it in a task of its own once
 * shown. A load that failed is asked for again by the next screen shown.
 */
let mobileCheck: Promise<MobileCheck> | undefined;
let loadedCheck: MobileCheck | undefined;
function loadMobileCheck(): Promise<MobileCheck> {
  mobileCheck ??= import('./mobile-number.ts').then(
    (module) => {
      loadedCheck = module.isMobileNumber;
      return module.isMobileNumber;
    },
    (error: unknown) => {
      mobileCheck = undefined;
      throw error;
    },
  );
  return mobileCheck;
}
loadMobileCheck().catch(() => {
  // the screen asks for it again as it shows
});

/**
 * The mobile number check: there at once when its chunk has loaded, else loaded as the screen shows. `ready`
 * resolves once the fields check with it (Continue waits for it, so no number goes unchecked to the core), or
 * once its chunk failed to load (the core then checks the number by the same plans, on its field).
 */
function useMobileNumberCheck(): { check: MobileCheck | undefined; ready: Promise<void> } {
  const [check, setCheck] = useState<MobileCheck | undefined>(() => loadedCheck);
  const [loaded] = useState(() => {
    let resolve = () => {};
    const promise = new Promise<void>((done) => {
      resolve = done;
    });
    return { promise, resolve };
  });
  useEffect(() => {
    if (check) return;
    let shown = true;
    loadMobileCheck().then(
      (found) => {
        if (shown) setCheck(() => found);
      },
      () => loaded.resolve(),
    );
    return () => {
      shown = false;
    };
  }, [check, loaded]);
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
  const mobile = useMobileNumberCheck();
  // The signature's code is texted to the phone: a number the SMS can reach (the core checks it too).
  const validatePhone = (value: string) =>
    value.trim() === '' || !mobile.check || mobile.check(value, country) ? null : t(M.invalidPhone);
  // Each field as the question-type registry asks it; its errors name it.
  const questions: AskedQuestion[] = fields.map((field) => ({
    key: field.name,
    label: t(field.label),
    kind: field.kind,
    required: field.required,
    help: 'hint' in field ? t(field.hint) : undefined,
    options: [],
    autoComplete: field.autoComplete,
    validate: field.kind === 'phone' ? validatePhone : undefined,
  }));
  // What the prospect already gave, overlaid with what the visitor types on this sub-step.
  const form = useFormState(parsedAnswers(questions, prospect), step);
  const save = useProspectSave(form.setErrors);
  const onContinue = async (element: HTMLFormElement) => {
    // The phone is checked by the country's plan once its check has loaded: the fields are checked again then.
    await mobile.ready;
    if (!element.checkValidity()) return false;
    const body: ProspectUpdate = {};
    for (const field of fields) {
      const value = form.values[field.name];
      body[field.name] = typeof value === 'string' && value.trim() !== '' ? value.trim() : null;
    }
    return save(body);
  };
  // 'Check these details' only when there are details to check.
  const isPrefilled = fields.some(
    (field) => typeof prospect[field.name] === 'string' && prospect[field.name] !== '',
  );

  return (
    <StepFrame step="confirmation" title={step === 'company' ? M.companyTitle : undefined} withForm>
      <p>{t(isPrefilled ? M.intro : M.introEmpty)}</p>
      <StepForm
        key={step}
        onContinue={onContinue}
        errorSummaryTitle={t(M.errorSummaryTitle)}
        validationErrors={form.errors}
      >
        {questions.map((question) => (
          <QuestionField
            key={question.key}
            question={question}
            value={form.values[question.key]}
            onChange={(value) => form.set(question.key, value)}
          />
        ))}
      </StepForm>
    </StepFrame>
  );
}
