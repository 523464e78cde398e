import { describe, expect, test } from 'vitest';
import { type NormalizedError, normalizeError } from './normalize-error.ts';

const empty: NormalizedError = {
  status: undefined,
  title: undefined,
  details: undefined,
  code: undefined,
  message: undefined,
  rawMessage: undefined,
  aborted: false,
  errors: {},
};

const body = {
  title: 'Validation failed',
  details: 'Some fields are invalid.',
  code: 'validation_failed',
  message: 'Some fields are invalid.',
  errors: { email: ['This field must be an e-mail address'] },
};
const fromBody = {
  title: 'Validation failed',
  details: 'Some fields are invalid.',
  code: 'validation_failed',
  message: 'Some fields are invalid.',
  rawMessage: 'Some fields are invalid.',
  errors: { email: ['This field must be an e-mail address'] },
};

describe('status', () => {
  test.each([
    ['status', { status: 404 }, 404],
    ['status_code', { status_code: 502 }, 502],
    ['statusCode', { statusCode: 503 }, 503],
    ['a numeric string', { statusCode: '500' }, 500],
    ["a Response's status", { response: new Response(null, { status: 401 }) }, 401],
    ['a nested status', { response: { data: { status_code: 422 } } }, 422],
    ['no status', { title: 'Oops' }, undefined],
    ['a value that is no HTTP status', { status: 'failed' }, undefined],
  ])('read from %s', (_, input, status) => {
    expect(normalizeError(input).status).toBe(status);
  });
});

describe('body fields', () => {
  test.each([
    ['the body itself', { status: 422, ...body }],
    ["openapi-fetch's { error, response }", { error: body, response: new Response(null, { status: 422 }) }],
    ['a body under data', { statusCode: 422, data: body }],
    ['a body under response._data', { response: { status: 422, _data: body } }],
    ['a body under response.data', { response: { status: 422, data: body } }],
    ['a body two levels down', { statusCode: 422, data: { error: body } }],
  ])('title, details, code, message and errors from %s', (_, input) => {
    expect(normalizeError(input)).toEqual({ ...empty, ...fromBody, status: 422 });
  });

  test("a wrapper error's own message stays the raw message, the body's message wins", () => {
    const wrapped = Object.assign(new Error('[PUT] /v2/prospects/1: 422'), {
      cause: { status: 422, ...body },
    });
    expect(normalizeError(wrapped)).toEqual({
      ...empty,
      ...fromBody,
      status: 422,
      rawMessage: '[PUT] /v2/prospects/1: 422',
    });
  });

  test('rawMessage stands in for a missing message', () => {
    expect(normalizeError({ rawMessage: 'Raw failure' })).toMatchObject({
      message: 'Raw failure',
      rawMessage: 'Raw failure',
    });
  });

  test('rawMessage is kept beside the message', () => {
    expect(normalizeError({ message: 'Friendly', rawMessage: 'SQLSTATE 23505' })).toMatchObject({
      message: 'Friendly',
      rawMessage: 'SQLSTATE 23505',
    });
  });

  test('outer fields win over nested ones', () => {
    expect(normalizeError({ title: 'Outer', data: { title: 'Inner', code: 'inner_code' } })).toMatchObject({
      title: 'Outer',
      code: 'inner_code',
    });
  });

  test('a numeric code becomes a string', () => {
    expect(normalizeError({ code: 1042 }).code).toBe('1042');
  });

  test.each([
    [
      'lists',
      { errors: { 'owner.firstname': ['Required', 'Too short'] } },
      { 'owner.firstname': ['Required', 'Too short'] },
    ],
    ['single strings', { errors: { email: 'Invalid' } }, { email: ['Invalid'] }],
    [
      'non-string entries dropped',
      { errors: { email: [1, 'Invalid'], phone: [null] } },
      { email: ['Invalid'] },
    ],
    ['a list instead of a map', { errors: ['Invalid'] }, {}],
    ['nested errors', { response: { _data: { errors: { email: ['Invalid'] } } } }, { email: ['Invalid'] }],
  ])('errors map from %s', (_, input, errors) => {
    expect(normalizeError(input).errors).toEqual(errors);
  });
});

describe('plain strings', () => {
  test('a plain string becomes both message and details', () => {
    expect(normalizeError('Service unavailable')).toEqual({
      ...empty,
      message: 'Service unavailable',
      details: 'Service unavailable',
      rawMessage: 'Service unavailable',
    });
  });

  test('a text body becomes both message and details, beside its status', () => {
    expect(
      normalizeError({ error: 'Bad Gateway', response: new Response(null, { status: 502 }) }),
    ).toMatchObject({
      status: 502,
      message: 'Bad Gateway',
      details: 'Bad Gateway',
    });
  });
});

describe('thrown values', () => {
  test('a network failure keeps its message', () => {
    expect(normalizeError(new TypeError('fetch failed'))).toEqual({
      ...empty,
      message: 'fetch failed',
      rawMessage: 'fetch failed',
    });
  });

  test('a cancelled request is flagged aborted', () => {
    expect(normalizeError(new DOMException('This operation was aborted', 'AbortError')).aborted).toBe(true);
  });

  test.each([undefined, null, 42, {}])('%j gives an empty normalised error', (input) => {
    expect(normalizeError(input)).toEqual(empty);
  });
});
