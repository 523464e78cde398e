// Where error bodies hide in the shapes that reach us: openapi-fetch's `{ error, response }`, fetch wrappers'
// `data` / `_data` / `body`, and an Error's `cause` ("read from the body, even nested").
const NESTED_KEYS = ['error', 'data', '_data', 'body', 'response', 'cause'] as const;
const MAX_DEPTH = 4;

/** A value that may carry fields. */
export type Bag = Record<string, unknown>;

function isBag(value: unknown): value is Bag {
  return typeof value === 'object' && value !== null;
}

/**
 * The objects found in a thrown value, the value itself first and then breadth-first through the nested
 * keys above, so that the outermost field wins; plus the plain strings met on the way.
 */
export function nestedValues(input: unknown): { bags: Bag[]; strings: string[] } {
  const bags: Bag[] = [];
  const strings: string[] = [];
  const seen = new Set<unknown>();
  let level: unknown[] = [input];
  for (let depth = 0; depth <= MAX_DEPTH && level.length > 0; depth += 1) {
    const next: unknown[] = [];
    for (const value of level) {
      if (typeof value === 'string') {
        if (value !== '') strings.push(value);
      } else if (isBag(value) && !seen.has(value)) {
        seen.add(value);
        bags.push(value);
        for (const key of NESTED_KEYS) {
          // A Response's body is a stream, never an error body; reading it here would lock it.
          if (key === 'body' && typeof Response !== 'undefined' && value instanceof Response) continue;
          next.push(value[key]);
        }
      }
    }
    level = next;
  }
  return { bags, strings };
}
