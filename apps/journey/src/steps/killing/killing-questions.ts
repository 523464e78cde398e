import type { AskedQuestion, QuestionKind } from '../../form/question-types/question-type.ts';

/** A JSON Schema fragment as the core sends it (the eligibility form is JSON Schema with UI hints). */
type SchemaNode = { readonly [keyword: string]: unknown };

/** The answers given so far, by question name. */
export type KillingAnswerValues = Readonly<Record<string, boolean | string | number | undefined>>;

// The registry's kind for a property's JSON Schema type (a property with an `enum` is a choice).
const KIND_OF_SCHEMA_TYPE: Readonly<Record<string, QuestionKind>> = {
  boolean: 'yes-no',
  integer: 'integer',
  number: 'integer',
};

const isNode = (value: unknown): value is SchemaNode =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const node = (value: unknown): SchemaNode => (isNode(value) ? value : {});
const strings = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];

/**
 * Whether answers satisfy an `if` schema, for the keywords eligibility conditions use: `required`, and
 * `properties` with `const` or `enum` (JSON Schema checks a property only when it is present).
 */
function satisfies(condition: SchemaNode, answers: KillingAnswerValues): boolean {
  if (strings(condition.required).some((name) => answers[name] === undefined)) return false;
  return Object.entries(node(condition.properties)).every(([name, rule]) => {
    const value = answers[name];
    if (value === undefined) return true;
    const { const: expected, enum: allowed } = node(rule);
    if (expected !== undefined && value !== expected) return false;
    if (Array.isArray(allowed) && !allowed.includes(value)) return false;
    return true;
  });
}

/** The `if`/`then` pairs of a schema: its own, those of `allOf`, and those of `dependentSchemas` entries. */
function conditionals(schema: SchemaNode): { when: SchemaNode; trigger?: string; requires: SchemaNode }[] {
  const own = isNode(schema.if) ? [{ when: schema.if, requires: node(schema.then) }] : [];
  const all = (Array.isArray(schema.allOf) ? schema.allOf : [])
    .filter(isNode)
    .flatMap((part) => (isNode(part.if) ? [{ when: part.if, requires: node(part.then) }] : []));
  const dependent = Object.entries(node(schema.dependentSchemas)).flatMap(([trigger, part]) => {
    const entry = node(part);
    return isNode(entry.if)
      ? [{ when: entry.if, trigger, requires: node(entry.then) }]
      : [{ when: {}, trigger, requires: entry }];
  });
  return [...own, ...all, ...dependent];
}

/**
 * The questions to show for the answers given so far (conditional questions), as the question-type registry
 * asks them: those the schema always requires or leaves optional, plus those a condition requires once it holds
 * (a follow-up question appears when its trigger is answered, and is then required). Sorted by `ui:order`,
 * labelled by `title` and `ui:enumNames`.
 *
 * @example
 * killingQuestions(form.questions, { claims_last_3_years: true }).map((q) => q.key);
 * // ['collective_proceedings', 'cancelled_by_insurer', 'claims_last_3_years', 'claims_count']
 */
export function killingQuestions(
  form: { readonly schema: SchemaNode; readonly ui_schema: SchemaNode },
  answers: KillingAnswerValues,
): AskedQuestion[] {
  const rules = conditionals(form.schema);
  const conditional = new Set(rules.flatMap((rule) => strings(rule.requires.required)));
  const active = new Set(
    rules
      .filter(
        (rule) =>
          (rule.trigger === undefined || answers[rule.trigger] !== undefined) &&
          satisfies(rule.when, answers),
      )
      .flatMap((rule) => strings(rule.requires.required)),
  );
  const required = new Set(strings(form.schema.required));
  const ui = node(form.ui_schema);
  const order = (name: string) => {
    const value = node(ui[name])['ui:order'];
    return typeof value === 'number' ? value : Number.MAX_SAFE_INTEGER;
  };
  return Object.entries(node(form.schema.properties))
    .filter(([name]) => !conditional.has(name) || active.has(name))
    .sort(([a], [b]) => order(a) - order(b))
    .map(([name, raw]) => {
      const property = node(raw);
      const enumValues = Array.isArray(property.enum) ? property.enum.map(String) : [];
      const enumNames = strings(node(ui[name])['ui:enumNames']);
      const kind: QuestionKind =
        enumValues.length > 0 ? 'choice' : (KIND_OF_SCHEMA_TYPE[String(property.type)] ?? 'text');
      return {
        key: name,
        label: typeof property.title === 'string' ? property.title : name,
        kind,
        options: enumValues.map((value, index) => ({ value, label: enumNames[index] ?? value })),
        minimum: typeof property.minimum === 'number' ? property.minimum : undefined,
        maximum: typeof property.maximum === 'number' ? property.maximum : undefined,
        required: required.has(name) || active.has(name),
      };
    });
}

/**
 * The answers the core kept (`KillingForm.answers`) as form values: what is not a yes/no, a choice
 * or a number is left out, as if unanswered.
 *
 * @example
 * savedKillingAnswers({ prior_claims: false, note: null }); // { prior_claims: false }
 */
export function savedKillingAnswers(
  saved: Readonly<Record<string, unknown>> | null | undefined,
): KillingAnswerValues {
  return Object.fromEntries(
    Object.entries(saved ?? {}).filter(
      (entry): entry is [string, boolean | string | number] =>
        typeof entry[1] === 'boolean' || typeof entry[1] === 'string' || typeof entry[1] === 'number',
    ),
  );
}
