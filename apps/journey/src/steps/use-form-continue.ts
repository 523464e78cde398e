import { useCallback, useId, useRef } from 'react';

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
