// The API error is a domain concept (domain/api-error.ts). prospect-handlers.ts and sandbox-payment-provider.ts
// still import it from here while their owners have uncommitted changes in them (issue 14); remove this file
// once they import domain/api-error.ts.
export { ApiError, type FieldErrors } from '../domain/api-error.ts';
