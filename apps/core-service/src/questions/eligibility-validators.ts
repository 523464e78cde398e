import { createHash } from 'node:crypto';
import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import { addFormats } from './add-formats.ts';
import type { TranslatableForm } from './eligibility-texts.ts';

/** An eligibility rule of a form (data/killing-forms.json): its outcome when the answers match `when`. */
export type EligibilityRule = {
  outcome: 'cancel' | 'review';
  code: string;
  reason: string;
  when: Record<string, unknown>;
};

/** An eligibility form as stored: its JSON Schema (with UI hints) and its rules. */
export type EligibilityForm = {
  id: string;
  /** The form's texts are its schema's own; `translations` gives them in other languages (eligibility-texts.ts). */
  form: TranslatableForm;
  rules: EligibilityRule[];
};

/** A form's compiled checks: the answers' schema, and each rule's condition in the rules' order. */
export type CompiledEligibilityForm = {
  validate: ValidateFunction;
  rules: { rule: EligibilityRule; matches: ValidateFunction }[];
};

// Eligibility forms are JSON Schema (draft 2020-12): answers and rules are checked with the same engine.
const formAjv = new Ajv2020({ strict: false, allErrors: true });
addFormats(formAjv);

// Ajv keeps every schema it compiles, so compiling on each PUT killing-questions grew memory without
// end. A form is compiled once per content: the key is its id and a hash of its schema and rules, so an edited
// form is compiled again and an unchanged one never. Forms are few (one per tenant and product); past
// MAX_FORMS versions the oldest is dropped, from ajv's own cache too, so that edits cannot grow memory either.
const MAX_FORMS = 200;
const cache = new Map<string, { compiled: CompiledEligibilityForm; schemas: object[] }>();
let compilations = 0;

function cacheKey(form: EligibilityForm): string {
  const digest = createHash('sha256')
    .update(JSON.stringify([form.form.schema, form.rules]))
    .digest('base64url');
  return `${form.id}:${digest}`;
}

/**
 * The compiled checks of an eligibility form, compiled on first use and then served from a cache keyed by
 * the form's id and content.
 *
 * @example
 * const { validate, rules } = compiledEligibilityForm(form);
 * if (validate(answers)) rules.filter(({ matches }) => matches(answers));
 */
export function compiledEligibilityForm(form: EligibilityForm): CompiledEligibilityForm {
  const key = cacheKey(form);
  const cached = cache.get(key);
  if (cached !== undefined) return cached.compiled;
  compilations += 1;
  const compiled = {
    validate: formAjv.compile(form.form.schema),
    rules: form.rules.map((rule) => ({ rule, matches: formAjv.compile(rule.when) })),
  };
  cache.set(key, { compiled, schemas: [form.form.schema, ...form.rules.map((rule) => rule.when)] });
  if (cache.size > MAX_FORMS) {
    const [oldest, entry] = cache.entries().next().value ?? [];
    if (oldest !== undefined) cache.delete(oldest);
    for (const schema of entry?.schemas ?? []) formAjv.removeSchema(schema);
  }
  return compiled;
}

/** How many forms were compiled since the process started (the cache's test reads it). */
export function eligibilityCompilations(): number {
  return compilations;
}
