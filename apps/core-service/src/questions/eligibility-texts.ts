/**
 * The eligibility form's texts in the visitor's language (the form is the insurer's JSON Schema, with
 * UI hints). A form is written in one language, its schema's own; `translations` gives its texts in others,
 * by language: its questions' titles and its choices' names (by question), and its rules' reasons (by code).
 * A text missing from a translation is the form's own.
 */

/** A form's texts in one more language. */
export type EligibilityTranslation = {
  readonly titles?: Readonly<Record<string, string>>;
  readonly enum_names?: Readonly<Record<string, readonly string[]>>;
  readonly reasons?: Readonly<Record<string, string>>;
};

/** A form as stored, with its translations keyed by language (`en`, `de`...). */
export type TranslatableForm = {
  readonly schema: Record<string, unknown>;
  readonly ui_schema: Record<string, unknown>;
  readonly translations?: Readonly<Record<string, EligibilityTranslation>>;
};

const objectOf = (value: unknown): Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : {};

/**
 * The form's schema and UI hints with its questions' titles and its choices' names in `language`.
 *
 * @example
 * localizedEligibilityForm(form, 'de').schema.properties.claims_count.title; // 'Wie viele Schäden?'
 */
export function localizedEligibilityForm(
  form: TranslatableForm,
  language: string,
): { schema: Record<string, unknown>; ui_schema: Record<string, unknown> } {
  const translation = form.translations?.[language];
  if (translation === undefined) return { schema: form.schema, ui_schema: form.ui_schema };
  const titles = translation.titles ?? {};
  const properties = Object.fromEntries(
    Object.entries(objectOf(form.schema.properties)).map(([name, property]) => [
      name,
      titles[name] === undefined ? property : { ...objectOf(property), title: titles[name] },
    ]),
  );
  const uiSchema = { ...form.ui_schema };
  for (const [name, names] of Object.entries(translation.enum_names ?? {})) {
    uiSchema[name] = { ...objectOf(uiSchema[name]), 'ui:enumNames': names };
  }
  return { schema: { ...form.schema, properties }, ui_schema: uiSchema };
}

/**
 * A rule's reason in `language`, as the refused or reviewed request records it.
 *
 * @example
 * localizedReason(form, { code: 'claims_history', reason: 'Trois sinistres…' }, 'en'); // 'Three or more claims…'
 */
export function localizedReason(
  form: Pick<TranslatableForm, 'translations'>,
  rule: { readonly code: string; readonly reason: string },
  language: string,
): string {
  return form.translations?.[language]?.reasons?.[rule.code] ?? rule.reason;
}
