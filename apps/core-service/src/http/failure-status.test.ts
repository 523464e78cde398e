import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { expect, test } from 'vitest';
import { DomainFailure, FAILURE_CODES, prospectNotFound } from '../failures.ts';
import { RateLimitRefusal } from '../infrastructure/rate-limits.ts';
import { apiErrorOf, FAILURE_STATUS } from './api-error.ts';

const SOURCE = join(import.meta.dirname, '..');

/** The service's source files outside the HTTP edge (tests aside). */
function domainFiles(folder = SOURCE): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return relative(SOURCE, path) === 'http' ? [] : domainFiles(path);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [path] : [];
  });
}

test('every failure code has its status, and nothing else does', () => {
  expect(Object.keys(FAILURE_STATUS).sort()).toEqual([...FAILURE_CODES].sort());
});

test('a domain failure answers its status, code, sentence and fields', () => {
  const error = apiErrorOf(
    new DomainFailure('not_signed', 'Sign first.', { signature: ['The documents must be signed'] }),
  );
  expect(error.status).toBe(422);
  expect(error.toBody()).toEqual({
    title: 'Validation failed',
    details: 'Sign first.',
    code: 'not_signed',
    message: 'Sign first.',
    errors: { signature: ['The documents must be signed'] },
  });
  expect(apiErrorOf(prospectNotFound()).status).toBe(404);
});

test('a rate limit answers 429 with Retry-After', () => {
  const error = apiErrorOf(new RateLimitRefusal('loginPerIp', 42));
  expect(error.status).toBe(429);
  expect(error.headers).toEqual({ 'Retry-After': '42' });
});

test('HTTP statuses are the edge’s alone: no rule outside http/ builds an ApiError', () => {
  const offenders = domainFiles()
    .filter((file) => /\bApiError\b/.test(readFileSync(file, 'utf8')))
    .map((file) => relative(SOURCE, file));
  expect(offenders).toEqual([]);
});
