import { Ajv2020, type ErrorObject, type ValidateFunction } from 'ajv/dist/2020.js';
import { prospectNotFound } from '../failures.ts';
import { addFormats } from '../questions/add-formats.ts';
import { ApiError, type FieldErrors } from './api-error.ts';
import type { Contract, ContractOperation, JsonSchema } from './contract.ts';

/** The request parts, as the validator hands them to handlers (query values coerced to their types). */
export type ValidatedInput = {
  params: Record<string, string>;
  query: Record<string, unknown>;
  body: unknown;
};

/** The raw request parts of one call. */
export type RawInput = { params: Record<string, string>; query: Record<string, string>; body: unknown };

const CONTRACT_ID = 'contract';

// The two texts the journey shows for the commonest failures.
const REQUIRED_MESSAGE = 'This field is required';
const EMAIL_MESSAGE = 'This field must be an e-mail address';
// Save for later and send offer need the e-mail and the accepted conditions, with this message.
const EMAIL_REQUEST_MESSAGE =
  'Please fill-in your e-mail address and accept the conditions before proceeding.';
const BODY_FAILURE_MESSAGES: Record<string, string> = {
  sendOfferByEmail: EMAIL_REQUEST_MESSAGE,
  sendSubscriptionLink: EMAIL_REQUEST_MESSAGE,
};

function rewriteRefs(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(rewriteRefs);
  if (typeof value !== 'object' || value === null) return value;
  return Object.fromEntries(
    Object.entries(value).map(([key, inner]) => [
      key,
      key === '$ref' && typeof inner === 'string' && inner.startsWith('#/')
        ? `${CONTRACT_ID}${inner}`
        : rewriteRefs(inner),
    ]),
  );
}

/** Turns ajv's errors into the contract's field errors map, keyed by dotted path. */
export function toFieldErrors(errors: readonly ErrorObject[], prefix = ''): FieldErrors {
  // No prototype: a field named `__proto__` or `constructor` is a key like any other (it answered 500).
  const map: FieldErrors = Object.create(null);
  for (const error of errors) {
    // if/then and oneOf wrappers repeat what their inner errors already say.
    if (error.keyword === 'if' || error.keyword === 'oneOf' || error.keyword === 'anyOf') continue;
    // `contains` reports each item that does not match; its own error on the list says it once.
    if (error.schemaPath.includes('/contains/')) continue;
    const segments = error.instancePath
      .split('/')
      .slice(1)
      .map((segment) => segment.replace(/~1/g, '/').replace(/~0/g, '~'));
    let message = error.message ?? 'is invalid';
    if (error.keyword === 'required') {
      segments.push(String(error.params.missingProperty));
      message = REQUIRED_MESSAGE;
    } else if (error.keyword === 'additionalProperties') {
      segments.push(String(error.params.additionalProperty));
      message = 'This field is not allowed';
    } else if (error.keyword === 'format' && error.params.format === 'email') {
      message = EMAIL_MESSAGE;
    }
    const path = [prefix, ...segments].filter((part) => part !== '').join('.') || prefix || 'body';
    const messages = map[path] ?? [];
    if (!messages.includes(message)) messages.push(message);
    map[path] = messages;
  }
  return map;
}

type CompiledOperation = {
  operation: ContractOperation;
  path: ValidateFunction | undefined;
  query: ValidateFunction | undefined;
  body: ValidateFunction | undefined;
};

function objectSchema(operation: ContractOperation, location: 'path' | 'query'): JsonSchema | undefined {
  const parameters = operation.parameters.filter((parameter) => parameter.in === location);
  if (parameters.length === 0 && location === 'path') return undefined;
  return {
    type: 'object',
    properties: Object.fromEntries(
      parameters.map((parameter) => [parameter.name, rewriteRefs(parameter.schema)]),
    ),
    required: parameters.filter((parameter) => parameter.required).map((parameter) => parameter.name),
    // A query parameter the contract does not declare is refused (400), not silently ignored.
    ...(location === 'query' ? { additionalProperties: false } : {}),
  };
}

/** Validates an operation's request; see {@link createRequestValidator}. */
export type RequestValidator = ((operationId: string, raw: RawInput) => ValidatedInput) & {
  /**
   * Compiles the validators of every operation not called yet, one operation a turn of the loop (3-10 ms
   * each): run once the service answers, so that no first call pays its own.
   */
  compileAll(): Promise<void>;
};

/**
 * Validates requests against the OpenAPI document with ajv (JSON Schema 2020-12, as OpenAPI 3.1 uses):
 * path and query parameters, then the JSON body. Failures throw {@link ApiError}: 404 for a path parameter
 * that cannot name anything (ids cannot be probed), 400 for query parameters and malformed bodies, 422 for
 * bodies that break the schema, each with the field errors map.
 *
 * @example
 * const validate = createRequestValidator(loadContract());
 * const input = validate('createProspect', { params: {}, query: {}, body: { tags: ['subscription-v2'], enrich: true } });
 */
export function createRequestValidator(contract: Contract): RequestValidator {
  const ajv = new Ajv2020({ strict: false, allErrors: true, validateSchema: false });
  const coercing = new Ajv2020({
    strict: false,
    allErrors: true,
    validateSchema: false,
    coerceTypes: true,
    useDefaults: true,
  });
  for (const instance of [ajv, coercing]) {
    addFormats(instance);
    instance.addSchema(contract.document, CONTRACT_ID);
  }
  const operations = new Map(contract.operations.map((operation) => [operation.operationId, operation]));
  // An operation's validators are compiled when it is first called, not all at start (about 200 ms
  // of every start for the contract's 60-odd operations; a first call pays its own few milliseconds).
  const compiled = new Map<string, CompiledOperation>();
  const compile = (operation: ContractOperation): CompiledOperation => {
    const pathSchema = objectSchema(operation, 'path');
    const querySchema = objectSchema(operation, 'query');
    return {
      operation,
      path: pathSchema && ajv.compile(pathSchema),
      query: querySchema && coercing.compile(querySchema),
      body: operation.bodyPointer
        ? ajv.compile({ $ref: `${CONTRACT_ID}${operation.bodyPointer}` })
        : undefined,
    };
  };
  const compiledFor = (operationId: string): CompiledOperation => {
    let entry = compiled.get(operationId);
    if (entry === undefined) {
      const operation = operations.get(operationId);
      if (operation === undefined) throw new Error(`the contract has no operation ${operationId}`);
      entry = compile(operation);
      compiled.set(operationId, entry);
    }
    return entry;
  };
  const compileAll = async (): Promise<void> => {
    for (const operationId of operations.keys()) {
      await new Promise((resolve) => setImmediate(resolve));
      compiledFor(operationId);
    }
  };
  const validate = (operationId: string, raw: RawInput): ValidatedInput => {
    const entry = compiledFor(operationId);
    if (entry.path && !entry.path(raw.params)) {
      // An id that is not even a UUID names nothing: answered like an unknown id, so that ids cannot be probed.
      throw prospectNotFound();
    }
    const query: Record<string, unknown> = { ...raw.query };
    if (entry.query && !entry.query(query)) {
      const errors = toFieldErrors(entry.query.errors ?? []);
      throw new ApiError(
        400,
        'bad_request',
        `Invalid query parameters: ${Object.keys(errors).join(', ')}.`,
        errors,
      );
    }
    if (entry.body) {
      if (raw.body === undefined) {
        if (entry.operation.bodyRequired) {
          throw new ApiError(400, 'bad_request', 'A JSON request body is required.', {
            body: [REQUIRED_MESSAGE],
          });
        }
      } else if (!entry.body(raw.body)) {
        throw new ApiError(
          422,
          'validation_failed',
          BODY_FAILURE_MESSAGES[operationId] ?? 'Some fields are invalid.',
          toFieldErrors(entry.body.errors ?? []),
        );
      }
    }
    return { params: raw.params, query, body: raw.body };
  };
  return Object.assign(validate, { compileAll });
}
