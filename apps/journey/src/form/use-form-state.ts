import { useState } from 'react';
import type { AnswerValue } from './question-types/question-type.ts';

/** The values a screen's form holds, by field name. */
export type FormValues = Readonly<Record<string, AnswerValue>>;

/** Field name -> the message shown on it, as the kit's `Form` takes `validationErrors`. */
export type FieldErrors = Readonly<Record<string, string>>;

/** One screen's form: its values, what the visitor changed, the errors on its fields, and how each changes. */
export type FormState<T extends object = FormValues> = {
  /** What was saved, overlaid with what the visitor changed since. */
  readonly values: T;
  /** Only what the visitor changed since the saved values (nothing yet: an empty record). */
  readonly changed: Partial<T>;
  /** The errors on the fields (the server's or the screen's own checks, by field name). */
  readonly errors: FieldErrors;
  /** Changes one field's value; its error goes, as the visitor answered it. */
  readonly set: <K extends keyof T & string>(name: K, value: T[K]) => void;
  /** Replaces the errors on the fields (an empty record clears them). */
  readonly setErrors: (errors: FieldErrors) => void;
};

type Held<T> = { scope: string; changed: Partial<T>; errors: FieldErrors };

/**
 * A screen's one form state (react-aria's `Form` draws it; no field is read from the page): the saved values
 * overlaid with the visitor's changes, which are dropped when the `scope` changes (another sub-step), and the
 * errors on the fields. The values are the questions' answers, or any record of a screen's own fields (the
 * city chosen and the text searched, the offer's choice).
 *
 * @example
 * const form = useFormState(parsedAnswers(questions, saved), subStep);
 * <QuestionField question={q} value={form.values[q.key]} onChange={(value) => form.set(q.key, value)} />
 */
export function useFormState<T extends object = FormValues>(saved: NoInfer<T>, scope = ''): FormState<T> {
  const [held, setHeld] = useState<Held<T>>({ scope, changed: {}, errors: {} });
  const current: Held<T> = held.scope === scope ? held : { scope, changed: {}, errors: {} };
  const inScope = (previous: Held<T>): Held<T> =>
    previous.scope === scope ? previous : { scope, changed: {}, errors: {} };
  return {
    values: { ...saved, ...current.changed },
    changed: current.changed,
    errors: current.errors,
    set: (name, value) =>
      setHeld((previous) => {
        const base = inScope(previous);
        const { [name]: answered, ...others } = base.errors;
        // The same errors, unchanged, when the field had none: the form's fields keep their validation.
        const errors = answered === undefined ? base.errors : others;
        return { scope, changed: { ...base.changed, [name]: value }, errors };
      }),
    // Clearing errors the fields do not have keeps the state as it is: a save that succeeded does not render
    // again a screen the visitor is leaving.
    setErrors: (errors) =>
      setHeld((previous) => {
        const base = inScope(previous);
        const none = Object.keys(errors).length === 0 && Object.keys(base.errors).length === 0;
        return none ? base : { ...base, errors };
      }),
  };
}

/**
 * A screen's fields kept as one record (what the visitor typed and chose, and what the screen shows because of
 * it), changed a few at a time: the form state of a screen whose fields are not questions (the company search).
 *
 * @example
 * const [fields, patch] = useFields({ name: '', manual: false });
 * patch({ manual: true });
 */
export function useFields<T extends object>(initial: T | (() => T)): [T, (change: Partial<T>) => void] {
  const [fields, setFields] = useState<T>(initial);
  return [fields, (change) => setFields((previous) => ({ ...previous, ...change }))];
}
