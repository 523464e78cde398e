// Checked by `tsc --noEmit` (pnpm typecheck): a handler's input and answer are the contract's types.
import type { components } from '@souscrire/core-api';
import { expectTypeOf } from 'vitest';
import type { Handler, OperationInput, OperationResult } from './handler.ts';

type Schemas = components['schemas'];

// The body, params and query of an operation come from the generated `operations`.
expectTypeOf<OperationInput<'updateOffer'>['body']>().toEqualTypeOf<Schemas['OfferSelection']>();
expectTypeOf<OperationInput<'updateOffer'>['params']>().toEqualTypeOf<{ id: string }>();
expectTypeOf<OperationInput<'verifySignatureCode'>['body']>().toEqualTypeOf<Schemas['SignatureCode']>();
expectTypeOf<OperationInput<'getCurrentClient'>['query']>().toEqualTypeOf<{ prospect_id?: string }>();
// An operation without a body has none, one without path parameters an empty map.
expectTypeOf<OperationInput<'getCurrentClient'>['body']>().toEqualTypeOf<undefined>();
expectTypeOf<OperationInput<'getCurrentClient'>['params']>().toEqualTypeOf<Record<string, never>>();

// Answers: the operation's success status and body; binary operations answer bytes, 204s nothing.
expectTypeOf<OperationResult<'getCurrentClient'>>().toEqualTypeOf<{
  status: 200;
  body: { data: Schemas['Client'] };
  headers?: Record<string, string>;
}>();
expectTypeOf<OperationResult<'downloadDocument'>>().toHaveProperty('binary');
expectTypeOf<OperationResult<'logOutClient'>['status']>().toEqualTypeOf<204>();

export const rightAnswer: Handler<'getCurrentClient'> = async ({ session }) => ({
  status: 200,
  body: {
    data: {
      id: session?.clientId ?? '',
      login: 'jeanne.martin@example.com',
      phone: null,
      pending_email: null,
      prospect_id: null,
    },
  },
});

// A misnamed field (the contract's `login` answered as `email`) or a wrong type fails to compile. (An extra field
// does not: TypeScript checks excess properties only against a declared return type; the tests' response
// validator refuses those at run time.)
// @ts-expect-error: `login` is missing, `email` is not the contract's
export const wrongField: Handler<'getCurrentClient'> = async () => ({
  status: 200,
  body: { data: { id: 'x', email: 'jeanne.martin@example.com', prospect_id: null } },
});

// @ts-expect-error: prospect_id is a string or null, not a number
export const wrongType: Handler<'getCurrentClient'> = async () => ({
  status: 200,
  body: { data: { id: 'x', login: 'jeanne.martin@example.com', prospect_id: 7 } },
});

// @ts-expect-error: getCurrentClient answers 200, not 201
export const wrongStatus: Handler<'getCurrentClient'> = async () => ({
  status: 201,
  body: { data: { id: 'x', login: 'jeanne.martin@example.com', prospect_id: null } },
});

export const wrongBodyField: Handler<'verifySignatureCode'> = async ({ input }) => {
  // @ts-expect-error: the contract's SignatureCode has `code`, not `pin`
  input.body.pin;
  throw new Error(input.body.code);
};
