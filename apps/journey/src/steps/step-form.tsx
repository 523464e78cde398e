import { Form, type FormProps } from '@souscrire/ui/form';
import { createContext, use } from 'react';

/**
 * What Continue runs once the step's form passed its fields' own checks, before the workflow moves: resolves
 * `true` to move on, `false` to stay (the form shows its errors). It gets the form, for a check that must run
 * again at that moment (a rule that arrived late).
 */
export type ContinueHandler = (form: HTMLFormElement) => Promise<boolean> | boolean;

/** The step frame's side of its screen's form: the form's id, and what a submit of it does. */
export type StepFormLink = {
  /** The form's id: the frame's Continue is the form's submit button (`form` attribute). */
  readonly id: string;
  /** The form was submitted, its fields valid: the frame runs the handler, then moves on when it says so. */
  readonly submitted: (form: HTMLFormElement, handler: ContinueHandler | undefined) => void;
};

/** The step frame's link to the form of the screen it frames (StepFrame provides it). */
export const StepFormContext = createContext<StepFormLink | null>(null);

/** Props of {@link StepForm}: the kit form's, but the frame gives its id and handles its submit. */
export type StepFormProps = Omit<FormProps, 'id' | 'onSubmit'> & {
  /** What saving the answers means (UX: every answer saved on the server); without it, a valid form moves on. */
  onContinue?: ContinueHandler | undefined;
};

/**
 * A step screen's form, the one way a screen hands its Continue to the frame (`<StepFrame withForm>`): the
 * frame's Continue submits it, and so does Enter in one of its fields, so the browser checks every field first
 * (each message and the focused error summary, UX: errors); a valid submit runs `onContinue` through the frame,
 * which shows it pending, shows a failure, and moves on when it resolves `true`.
 *
 * @example
 * <StepFrame step="city" withForm>
 *   <StepForm onContinue={() => save(values)} errorSummaryTitle={t('layout.error-summary.title')}>...</StepForm>
 * </StepFrame>
 */
export function StepForm({ onContinue, ...props }: StepFormProps) {
  const frame = use(StepFormContext);
  return (
    <Form
      {...props}
      id={frame?.id}
      onSubmit={(event) => {
        event.preventDefault();
        frame?.submitted(event.currentTarget, onContinue);
      }}
    />
  );
}
