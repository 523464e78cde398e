import { isAbortedError } from './is-aborted-error.ts';
import { type Bag, nestedValues } from './nested-values.ts';

/** The normalised error, whatever was thrown or answered. */
export interface NormalizedError {
  /** HTTP status, read from status, status_code or statusCode. */
  status: number | undefined;
  title: string | undefined;
  details: string | undefined;
  code: string | undefined;
  /** The body's message, or its rawMessage. */
  message: string | undefined;
  /** The raw message (the body's rawMessage, else the message), for toasts with no message. */
  rawMessage: string | undefined;
  /** A cancelled request: do not pass it to handlers. */
  aborted: boolean;
  /** Field path (dots) to its messages, for validation failures. */
  errors: Record<string, string[]>;
}

const STATUS_KEYS = ['status', 'status_code', 'statusCode'] as const;

function readStatus(bags: Bag[]): number | undefined {
  for (const bag of bags) {
    for (const key of STATUS_KEYS) {
      const value = bag[key];
      const status = typeof value === 'string' && /^\d{3}$/.test(value) ? Number(value) : value;
      if (typeof status === 'number' && Number.isInteger(status) && status >= 100 && status <= 599)
        return status;
    }
  }
  return undefined;
}

function readString(bags: Bag[], key: string): string | undefined {
  for (const bag of bags) {
    const value = bag[key];
    if (typeof value === 'string' && value !== '') return value;
    if (key === 'code' && typeof value === 'number') return String(value);
  }
  return undefined;
}

function readErrors(bags: Bag[]): Record<string, string[]> {
  for (const bag of bags) {
    const value = bag.errors;
    if (typeof value !== 'object' || value === null || Array.isArray(value)) continue;
    const errors: Record<string, string[]> = {};
    for (const [path, messages] of Object.entries(value)) {
      const list = (Array.isArray(messages) ? messages : [messages]).filter(
        (message): message is string => typeof message === 'string',
      );
      if (list.length > 0) errors[path] = list;
    }
    return errors;
  }
  return {};
}

/**
 * Turns anything thrown or answered into the normalised error: the status from status,
 * status_code or statusCode; title, details, code, message (or rawMessage) and errors from the body, even
 * nested; cancelled requests flagged aborted; a plain string becomes both message and details.
 *
 * @example
 * const { data, error, response } = await client.GET('/v2/prospects/{id}', { params: { path: { id } } });
 * if (error) {
 *   const failure = normalizeError({ error, response }); // { status: 404, title: 'Not found', ... }
 * }
 */
export function normalizeError(input: unknown): NormalizedError {
  const { bags: found, strings } = nestedValues(input);
  // A thrown Error's own message is the wrapper's ("fetch failed", "[GET] ...: 422"); the body speaks first.
  const thrown = found.filter((bag) => bag instanceof Error);
  const bags = [...found.filter((bag) => !(bag instanceof Error)), ...thrown];
  const bodyMessage = readString(bags, 'message') ?? readString(bags, 'rawMessage');
  // a plain string error (or a body that is only text) becomes both message and details.
  const text = strings[0];
  const message = bodyMessage ?? text;
  return {
    status: readStatus(bags),
    title: readString(bags, 'title'),
    details: readString(bags, 'details') ?? (bodyMessage === undefined ? text : undefined),
    code: readString(bags, 'code'),
    message,
    rawMessage: readString(bags, 'rawMessage') ?? readString(thrown, 'message') ?? message,
    aborted: isAbortedError(input),
    errors: readErrors(bags),
  };
}
