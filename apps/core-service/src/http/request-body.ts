/**
 * Reading a request: its JSON body (JSON content types only, bounded nesting, valid JSON) and the refusal of
 * U+0000 anywhere in the values a handler receives.
 */
import type { Context } from 'hono';
import { ApiError } from './api-error.ts';
import { requestHeader } from './app-middleware.ts';

/** How deeply a JSON body may nest: deeper ones are refused before parsing (free-form `answers`, `data`). */
const MAX_JSON_DEPTH = 32;

function jsonDepth(text: string): number {
  let depth = 0;
  let deepest = 0;
  let inString = false;
  for (let index = 0; index < text.length; index += 1) {
    const char = text[index];
    if (inString) {
      if (char === '\\') index += 1;
      else if (char === '"') inString = false;
    } else if (char === '"') inString = true;
    else if (char === '{' || char === '[') deepest = Math.max(deepest, ++depth);
    else if (char === '}' || char === ']') depth -= 1;
  }
  return deepest;
}

// PostgreSQL's text and jsonb cannot hold U+0000: refused at the edge rather than failing in a query (500).
function holdsNul(value: unknown): boolean {
  if (typeof value === 'string') return value.includes('\u0000');
  if (Array.isArray(value)) return value.some(holdsNul);
  if (typeof value === 'object' && value !== null) {
    return Object.entries(value).some(([key, inner]) => key.includes('\u0000') || holdsNul(inner));
  }
  return false;
}
/** Refuses, with a 400 naming `field`, a value holding U+0000 (a string, key or nested value). */
export function refuseNul(value: unknown, field: string): void {
  if (holdsNul(value)) {
    throw new ApiError(400, 'bad_request', 'The request holds a NUL character (U+0000).', {
      [field]: ['This field must not contain a NUL character'],
    });
  }
}

function isJsonContentType(value: string | undefined): boolean {
  const type = (value ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
  return type === 'application/json' || /^application\/[a-z0-9.+-]+\+json$/.test(type);
}
/** The request's JSON body, or undefined when empty; refuses other types (415), deep nesting, bad JSON and NUL. */
export async function readJsonBody(c: Context): Promise<unknown> {
  const text = await c.req.text();
  if (text.trim() === '') return undefined;
  // A body in another type is refused (415) rather than guessed at.
  if (!isJsonContentType(requestHeader(c, 'content-type'))) {
    throw new ApiError(415, 'unsupported_media_type', 'The request body must be JSON (application/json).');
  }
  if (jsonDepth(text) > MAX_JSON_DEPTH) {
    throw new ApiError(400, 'bad_request', 'The request body nests too deeply.', {
      body: ['This JSON nests too deeply'],
    });
  }
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    throw new ApiError(400, 'bad_request', 'The request body is not valid JSON.', {
      body: ['This is not valid JSON'],
    });
  }
  refuseNul(body, 'body');
  return body;
}
