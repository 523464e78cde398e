import type { FieldErrors } from '../failures.ts';

/** A criteria question as stored in the demo data (data/questions.json). */
export type StoredQuestion = {
  name: string;
  type: 'integer' | 'number' | 'boolean' | 'text' | 'select';
  required: boolean;
  minimum?: number;
  maximum?: number;
  options?: { value: string; label: Record<string, string> }[];
  ui?: { unit?: string };
  label: Record<string, string>;
};

/** A product's bounds: the criteria values it can price; outside them, a custom offer is needed. */
export type Bounds = Record<string, { min: number; max: number }>;

/**
 * Checks criteria answers against the product's questions: each key must be one of its questions and each
 * value of the question's type and range. Returns the field errors keyed `criterias.<key>`.
 */
export function checkCriteria(
  criterias: Record<string, unknown>,
  questions: readonly StoredQuestion[],
  messages: { unknown: string; type: string; range: string },
): FieldErrors {
  const errors: FieldErrors = {};
  for (const [key, value] of Object.entries(criterias)) {
    const question = questions.find((candidate) => candidate.name === key);
    const path = `criterias.${key}`;
    if (question === undefined) {
      errors[path] = [messages.unknown];
      continue;
    }
    if (value === null) continue;
    const typeOk =
      question.type === 'integer'
        ? Number.isInteger(value)
        : question.type === 'number'
          ? typeof value === 'number'
          : question.type === 'boolean'
            ? typeof value === 'boolean'
            : question.type === 'select'
              ? typeof value === 'string' && (question.options ?? []).some((option) => option.value === value)
              : typeof value === 'string';
    if (!typeOk) {
      errors[path] = [messages.type];
    } else if (
      typeof value === 'number' &&
      ((question.minimum !== undefined && value < question.minimum) ||
        (question.maximum !== undefined && value > question.maximum))
    ) {
      errors[path] = [messages.range];
    }
  }
  return errors;
}

/**
 * The criteria whose answers fall outside the product's bounds (reference rule: a custom offer request,
 * "unhooking").
 *
 * @example
 * outOfBounds({ headcount: { min: 0, max: 19 } }, { headcount: 25 }); // ['headcount']
 */
export function outOfBounds(bounds: Bounds, criterias: Record<string, unknown>): string[] {
  return Object.entries(bounds)
    .filter(([key, { min, max }]) => {
      const value = criterias[key];
      return typeof value === 'number' && (value < min || value > max);
    })
    .map(([key]) => key);
}
