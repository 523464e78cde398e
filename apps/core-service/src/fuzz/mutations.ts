import fc from 'fast-check';
import type { Json } from './schema-arbitrary.ts';

/** Strings an attacker tries first: huge, control characters, NUL, bidi overrides, emoji, CJK, RTL. */
export const oddString: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(
    '',
    ' ',
    'a\u0001b',
    '\u0000',
    'nul\u0000inside',
    '\u202eevil',
    '\u{1F600}\u{1F469}\u200D\u{1F4BB}',
    '東京都',
    'שלום',
    'مرحبا',
    '\ud800',
    "'; DROP TABLE prospects; --",
    '%00',
    '../../etc/passwd',
    '<script>alert(1)</script>',
    '{{7*7}}',
    'true',
    'null',
    'NaN',
    'Infinity',
    '-0',
    '1e19',
    '99999999999999999999',
    '-1',
    '0x10',
  ),
  fc.constantFrom(101, 255, 2001, 5000, 70_000).map((length) => 'x'.repeat(length)),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.string({ unit: 'grapheme', maxLength: 40 }),
);

/** Any JSON value, of any type, including the odd numbers (JSON cannot carry NaN: it becomes null). */
export const oddValue: fc.Arbitrary<Json> = fc.oneof(
  oddString,
  fc.constantFrom<Json>(
    null,
    true,
    false,
    0,
    -0,
    -1,
    1.5,
    1e19,
    -1e19,
    2 ** 53 + 1,
    Number.MAX_VALUE,
    [],
    {},
  ),
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  fc.array(oddString, { maxLength: 3 }),
  fc.dictionary(oddString, oddString, { maxKeys: 2 }),
  fc.integer({ min: 2, max: 40 }).map((depth) => JSON.parse(`${'['.repeat(depth)}${']'.repeat(depth)}`)),
);

/** A way to spoil a valid body. */
export type BodyMutation =
  | { kind: 'none' }
  | { kind: 'set'; at: number; value: Json }
  | { kind: 'delete'; at: number }
  | { kind: 'extra'; key: string; value: Json }
  | { kind: 'replace'; value: Json }
  | { kind: 'text'; text: string }
  | { kind: 'content-type'; contentType: string | null };

/** The mutations, weighted: most change one field, some leave the body valid, some spoil it whole. */
export const bodyMutation: fc.Arbitrary<BodyMutation> = fc.oneof(
  { arbitrary: fc.constant({ kind: 'none' as const }), weight: 4 },
  { arbitrary: fc.record({ kind: fc.constant('set' as const), at: fc.nat(), value: oddValue }), weight: 6 },
  { arbitrary: fc.record({ kind: fc.constant('delete' as const), at: fc.nat() }), weight: 2 },
  {
    arbitrary: fc.record({
      kind: fc.constant('extra' as const),
      key: fc.oneof(oddString, fc.constantFrom('__proto__', 'constructor', 'id', 'tenant_id', 'status')),
      value: oddValue,
    }),
    weight: 2,
  },
  { arbitrary: fc.record({ kind: fc.constant('replace' as const), value: oddValue }), weight: 2 },
  {
    arbitrary: fc.record({
      kind: fc.constant('text' as const),
      text: fc.constantFrom(
        '{',
        '{"a":',
        '[1,]',
        'nul',
        '{"a":1}}',
        '\u0000',
        '"\\u0000"',
        '{"a":"\\ud800"}',
        '{"__proto__":{"polluted":true}}',
        '\ufeff{}',
        `{"a":${'['.repeat(100_000)}`,
        `{"a":"${'x'.repeat(70_000)}"}`,
      ),
    }),
    weight: 2,
  },
  {
    arbitrary: fc.record({
      kind: fc.constant('content-type' as const),
      contentType: fc.constantFrom(
        null,
        '',
        'text/plain',
        'application/x-www-form-urlencoded',
        'multipart/form-data; boundary=x',
        'application/xml',
        'APPLICATION/JSON',
        'application/json; charset=utf-16',
        'application/json;;;',
        'application/vnd.api+json',
      ),
    }),
    weight: 2,
  },
);

function paths(value: Json, prefix: (string | number)[] = [], depth = 0): (string | number)[][] {
  if (depth > 3 || typeof value !== 'object' || value === null) return [];
  const keys: (string | number)[] = Array.isArray(value)
    ? value.map((_, index) => index)
    : Object.keys(value);
  return keys.flatMap((key) => {
    const inner = (value as Record<string | number, Json>)[key] as Json;
    return [[...prefix, key], ...paths(inner, [...prefix, key], depth + 1)];
  });
}

function setAt(value: Json, path: (string | number)[], next: Json | undefined): Json {
  if (path.length === 0) return next ?? null;
  const [head, ...rest] = path as [string | number, ...(string | number)[]];
  if (Array.isArray(value)) {
    const copy = [...value];
    if (rest.length === 0 && next === undefined) copy.splice(Number(head), 1);
    else copy[Number(head)] = setAt(copy[Number(head)] ?? null, rest, next);
    return copy;
  }
  const copy: Record<string, Json> = { ...(value as Record<string, Json>) };
  if (rest.length === 0 && next === undefined) delete copy[head];
  else copy[head] = setAt(copy[head] ?? null, rest, next);
  return copy;
}

/**
 * Applies a mutation to a valid body: the JSON text to send and its content type (null: no header).
 *
 * @example
 * mutateBody({ a: 1 }, { kind: 'set', at: 0, value: null }); // { text: '{"a":null}', contentType: 'application/json' }
 */
export function mutateBody(body: Json, mutation: BodyMutation): { text: string; contentType: string | null } {
  const json = (value: Json) => ({ text: JSON.stringify(value), contentType: 'application/json' });
  const targets = paths(body);
  const target = (at: number) => targets[at % Math.max(targets.length, 1)];
  switch (mutation.kind) {
    case 'none':
      return json(body);
    case 'set': {
      const path = target(mutation.at);
      return json(path === undefined ? mutation.value : setAt(body, path, mutation.value));
    }
    case 'delete': {
      const path = target(mutation.at);
      return json(path === undefined ? body : setAt(body, path, undefined));
    }
    case 'extra':
      return json(
        typeof body === 'object' && body !== null && !Array.isArray(body)
          ? { ...body, [mutation.key]: mutation.value }
          : body,
      );
    case 'replace':
      return json(mutation.value);
    case 'text':
      return { text: mutation.text, contentType: 'application/json' };
    case 'content-type':
      return { text: JSON.stringify(body), contentType: mutation.contentType };
  }
}
