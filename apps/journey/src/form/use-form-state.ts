import { useState } from 'react';
import type { AnswerValue } from './question-types/question-type.ts';

/** The values a screen's form holds, by field name. */
export type FormValues = Readonly<Record<string, AnswerValue>>;

/** One screen's form: its values, the errors on its fields, and how each changes. */
export type FormState = {
  /** What was saved, overlaid with what the visitor changed since. */
  readonly values: FormValues;
  /** The errors on the fields (the server's, by field name). */
  readonly errors: Readonly<Record<string, string>>;
  /** Changes one field's value; its error goes, as the visitor answered it. */
  readonly set: (name: string, value: AnswerValue) => void;
  readonly setErrors: (errors: Readonly<Record<string, string>>) => void;
};

type Held = { scope: string; changed: FormValues; errors: Readonly<Record<string, string>> };

/**
 * A screen's one form state (react-aria's `Form` draws it; no field is read from the page): the saved values
 * overlaid with the visitor's changes, which are dropped when the `scope` changes (another sub-step), and the
 * errors on the fields.
 *
 * @example
 * const form = useFormState(parsedAnswers(questions, saved), subStep);
 * <QuestionField question={q} value={form.values[q.key]} onChange={(value) => form.set(q.key, value)} />
 */
export function useFormState(saved: FormValues, scope = ''): FormState {
  const [held, setHeld] = useState<Held>({ scope, changed: {}, errors: {} });
  const current = held.scope === scope ? held : { scope, changed: {}, errors: {} };
  return {
    values: { ...saved, ...current.changed },
    errors: current.errors,
    set: (name, value) =>
      setHeld((previous) => {
        const base = previous.scope === scope ? previous : { scope, changed: {}, errors: {} };
        const { [name]: _answered, ...errors } = base.errors;
        return { scope, changed: { ...base.changed, [name]: value }, errors };
      }),
    setErrors: (errors) =>
      setHeld((previous) => ({ ...(previous.scope === scope ? previous : { scope, changed: {} }), errors })),
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
