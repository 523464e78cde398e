import { type NormalizedError, normalizeError } from '@souscrire/core-api';
import { isNotFound } from '@tanstack/react-router';

/** Which fatal page an error shows. */
export type ErrorKind = 'logout' | 'notFound' | 'maintenance' | 'generic';

/** An error classified for the fatal page, with its normalised form. */
export type ClassifiedError = { kind: ErrorKind; error: NormalizedError };

const ROUTE_VALIDATION_ERRORS = new Set(['SearchParamError', 'PathParamError']);

/**
 * The fatal page rules: 401 logs out and shows no panel; 403 and 404 the not-found text (so do
 * route validation failures); 502, 503 and 504 the maintenance text; anything else the generic text.
 *
 * @example
 * classifyError({ status: 503 }).kind; // 'maintenance'
 */
export function classifyError(error: unknown): ClassifiedError {
  const normalized = normalizeError(error);
  if (isNotFound(error) || (error instanceof Error && ROUTE_VALIDATION_ERRORS.has(error.name))) {
    return { kind: 'notFound', error: normalized };
  }
  switch (normalized.status) {
    case 401:
      return { kind: 'logout', error: normalized };
    case 403:
    case 404:
      return { kind: 'notFound', error: normalized };
    case 502:
    case 503:
    case 504:
      return { kind: 'maintenance', error: normalized };
    default:
      return { kind: 'generic', error: normalized };
  }
}
