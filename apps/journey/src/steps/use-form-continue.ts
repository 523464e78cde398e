import { useCallback, useEffect, useId, useRef } from 'react';

/**
 * Ties a screen's kit `Form` to the frame's Continue (UX: errors): Continue checks the form natively first,
 * which shows each field's message and the focused error summary, and runs `save` only when the form is valid.
 * Pressing Enter in a field submits the form, which presses Continue too: the frame registers its Continue
 * through `registerPress`.
 *
 * @example
 * const { formId, onContinue, onSubmit, registerPress } = useFormContinue(() => save(values));
 * <StepFrame step="confirmation" onContinue={onContinue} registerPress={registerPress}>
 *   <Form id={formId} onSubmit={onSubmit} errorSummaryTitle="There is a problem">...</Form>
 * </StepFrame>
 */
export function useFormContinue(save: () => Promise<boolean>) {
  const formId = useId();
  const formOf = () => document.getElementById(formId) as HTMLFormElement | null;

  // react-aria shows or clears a field's error when its value is committed, i.e. on blur. Pressing Continue
  // blurs the field first, so a message appearing or vanishing moved Continue under the pointer and the press
  // was lost. UX: errors: fields are checked when Continue is pressed; a field shown invalid is checked again
  // on each keystroke, so nothing moves on the way to Continue.
  useEffect(() => {
    const form = document.getElementById(formId);
    if (!form) return;
    const isShownInvalid = (target: EventTarget | null): target is HTMLElement =>
      target instanceof HTMLElement && target.getAttribute('aria-invalid') === 'true';
    const isTyped = (target: EventTarget | null) =>
      target instanceof HTMLInputElement && !['checkbox', 'radio', 'hidden'].includes(target.type);
    const recheck = (event: Event) => {
      if (isShownInvalid(event.target)) event.target.dispatchEvent(new Event('change', { bubbles: true }));
    };
    const holdUntilContinue = (event: Event) => {
      if (isTyped(event.target) && !isShownInvalid(event.target)) event.stopPropagation();
    };
    form.addEventListener('input', recheck);
    form.addEventListener('change', holdUntilContinue, true);
    return () => {
      form.removeEventListener('input', recheck);
      form.removeEventListener('change', holdUntilContinue, true);
    };
  });
  const onContinue = async (): Promise<boolean> => {
    const form = formOf();
    // The form's error summary, once shown, marks the page title (FrameProviders).
    if (form && !form.checkValidity()) return false;
    return save();
  };

  // Enter in a field: the frame's Continue runs, so saving and moving stay in one place.
  const press = useRef<(() => void) | null>(null);
  const registerPress = useCallback((framePress: () => void) => {
    press.current = framePress;
    return () => {
      if (press.current === framePress) press.current = null;
    };
  }, []);
  const onSubmit = (event: { preventDefault: () => void }) => {
    event.preventDefault();
    press.current?.();
  };

  return { formId, onContinue, onSubmit, registerPress };
}
