import fc from 'fast-check';
import type { JsonSchema } from '../http/contract.ts';

/** A JSON value, as a request body or one of its fields. */
export type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

const EMAILS = ['jeanne.martin@example.com', 'a@b.co', 'Jeanne.Martin+tag@Example.COM', 'x@exämple.fr'];
const DATES = ['1984-05-17', '2026-02-28', '2000-01-01'];
// Short texts the journey really sends, beside random ones: they reach deeper code than noise does.
const TEXTS = [
  'Jeanne',
  'Martin',
  'Boulangerie Martin',
  '12 rue Oberkampf',
  '75011',
  'Paris',
  '+33612345678',
];

function resolve(document: JsonSchema, schema: JsonSchema): JsonSchema {
  let current = schema;
  for (let hops = 0; typeof current.$ref === 'string' && hops < 10; hops += 1) {
    const ref = current.$ref;
    let node: unknown = document;
    for (const segment of ref.replace(/^#\//, '').split('/')) {
      node = (node as Record<string, unknown>)[segment.replace(/~1/g, '/').replace(/~0/g, '~')];
    }
    // Sibling keywords of a $ref (OpenAPI 3.1) add to the referenced schema.
    const { $ref: _ref, ...siblings } = current;
    current = { ...(node as JsonSchema), ...siblings };
  }
  return current;
}

function stringArbitrary(schema: JsonSchema): fc.Arbitrary<string> {
  const maxLength = typeof schema.maxLength === 'number' ? schema.maxLength : 60;
  const minLength = typeof schema.minLength === 'number' ? schema.minLength : 0;
  const fits = (value: string) => value.length >= minLength && value.length <= maxLength;
  if (schema.format === 'email') return fc.oneof(fc.constantFrom(...EMAILS), fc.emailAddress()).filter(fits);
  if (schema.format === 'date') return fc.constantFrom(...DATES);
  if (schema.format === 'uuid') return fc.uuid();
  if (schema.format === 'uri') return fc.webUrl();
  const pattern = typeof schema.pattern === 'string' ? new RegExp(schema.pattern, 'u') : undefined;
  // The contract's no-control-characters pattern is met by printable text; other patterns are generated.
  if (pattern !== undefined && !schema.pattern?.toString().startsWith('^[^')) {
    // At its default size fast-check repeats a pattern's parts up to 10 times: a longer minimum (a passkey's
    // id, 16 characters) needs a larger size, or the filter would wait for a length it never draws.
    const size = minLength > 100 ? 'large' : minLength > 10 ? 'medium' : undefined;
    return fc.stringMatching(pattern, size === undefined ? {} : { size }).filter(fits);
  }
  return fc
    .oneof(
      fc.constantFrom(...TEXTS),
      fc.string({ unit: 'grapheme', minLength, maxLength: Math.min(maxLength, 40) }),
    )
    .filter((value) => fits(value) && (pattern === undefined || pattern.test(value)));
}

/**
 * An arbitrary of values that follow a JSON Schema of the contract (its types, enums, consts, formats,
 * patterns, bounds and required properties), to be mutated by the fuzzer afterwards. Free-form objects get
 * a few small entries.
 *
 * @example
 * fc.sample(schemaArbitrary(document, { type: 'integer', minimum: 1, maximum: 3 }), 2); // [2, 1]
 */
export function schemaArbitrary(document: JsonSchema, raw: JsonSchema, depth = 0): fc.Arbitrary<Json> {
  const schema = resolve(document, raw);
  if ('const' in schema) return fc.constant(schema.const as Json);
  if (Array.isArray(schema.enum)) return fc.constantFrom(...(schema.enum as Json[]));
  const alternatives = (schema.oneOf ?? schema.anyOf) as JsonSchema[] | undefined;
  if (Array.isArray(alternatives)) {
    return fc.oneof(...alternatives.map((alternative) => schemaArbitrary(document, alternative, depth + 1)));
  }
  const types = Array.isArray(schema.type) ? (schema.type as string[]) : [schema.type as string | undefined];
  if (types.length > 1) {
    return fc.oneof(...types.map((type) => schemaArbitrary(document, { ...schema, type }, depth + 1)));
  }
  const minimum = typeof schema.minimum === 'number' ? schema.minimum : -1_000_000;
  const maximum = typeof schema.maximum === 'number' ? schema.maximum : 1_000_000;
  switch (types[0]) {
    case 'null':
      return fc.constant(null);
    case 'boolean':
      return fc.boolean();
    case 'integer':
      return fc.integer({ min: Math.max(minimum, -(2 ** 31)), max: Math.min(maximum, 2 ** 31 - 1) });
    case 'number':
      return fc.oneof(
        fc.integer({ min: Math.max(minimum, -(2 ** 31)), max: Math.min(maximum, 2 ** 31 - 1) }),
        fc.double({ min: minimum, max: maximum, noNaN: true, noDefaultInfinity: true }),
      );
    case 'string':
      return stringArbitrary(schema);
    case 'array': {
      const items = (schema.items as JsonSchema | undefined) ?? {};
      const maxLength = Math.min(typeof schema.maxItems === 'number' ? schema.maxItems : 3, 3);
      const list = fc.array(depth > 4 ? fc.constant(null) : schemaArbitrary(document, items, depth + 1), {
        maxLength,
      });
      // `contains: {const}` (the tags' subscription-v2): the required item is there.
      const contains = schema.contains as JsonSchema | undefined;
      return contains !== undefined && 'const' in contains
        ? list.map((values) => [...values.slice(0, maxLength - 1), contains.const as Json])
        : list;
    }
    default: {
      const properties = (schema.properties as Record<string, JsonSchema> | undefined) ?? {};
      if (Object.keys(properties).length === 0) {
        return fc.dictionary(
          fc.string({ minLength: 1, maxLength: 12 }),
          fc.oneof(fc.boolean(), fc.integer(), fc.string({ maxLength: 12 }), fc.constant(null)),
          { maxKeys: 3 },
        );
      }
      const required = (schema.required as string[] | undefined) ?? [];
      return fc.record(
        Object.fromEntries(
          Object.entries(properties).map(([key, value]) => [
            key,
            depth > 4 ? fc.constant(null) : schemaArbitrary(document, value, depth + 1),
          ]),
        ),
        { requiredKeys: required.filter((key) => key in properties) },
      ) as fc.Arbitrary<Json>;
    }
  }
}
