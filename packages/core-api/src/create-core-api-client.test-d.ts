import { describe, expectTypeOf, test } from 'vitest';
import { createCoreApiClient } from './create-core-api-client.ts';
import type { CoreApiErrorBody, ListMeta, Product, Prospect, ProspectWorkflow, Session } from './schemas.ts';

const client = createCoreApiClient({ tenant: 'maif', resolveConfig: () => undefined });

describe('answers are typed per path', () => {
  test('the catalogue answers a list of products with meta', async () => {
    const { data, error } = await client.GET('/v2/products');
    expectTypeOf(data).toEqualTypeOf<{ data: Product[]; meta: ListMeta } | undefined>();
    expectTypeOf(error).toEqualTypeOf<CoreApiErrorBody | undefined>();
  });

  test('a prospect answers a prospect', async () => {
    const { data } = await client.GET('/v2/prospects/{id}', { params: { path: { id: 'x' } } });
    expectTypeOf(data).toEqualTypeOf<{ data: Prospect } | undefined>();
    expectTypeOf<Prospect['xsell']>().toEqualTypeOf<boolean>();
    expectTypeOf<Prospect['id_job']>().toEqualTypeOf<number | null>();
  });

  test('the workflow update answers the workflow and takes the step names of the contract', async () => {
    const { data } = await client.PUT('/v2/prospects/{id}/steps', {
      params: { path: { id: 'x' } },
      body: { current_step: 'offer', current_sub_step: null },
    });
    expectTypeOf(data).toEqualTypeOf<{ data: ProspectWorkflow } | undefined>();
    client.PUT('/v2/prospects/{id}/steps', {
      params: { path: { id: 'x' } },
      // @ts-expect-error: not a step of the contract
      body: { current_step: 'nowhere', current_sub_step: null },
    });
  });

  test('authentication answers a session', async () => {
    const { data } = await client.POST('/v2/clients/authentication', { body: { login: 'a', password: 'b' } });
    expectTypeOf(data).toEqualTypeOf<{ data: Session } | undefined>();
  });

  test('validate answers data.valid', async () => {
    const { data } = await client.GET('/v2/prospects/{id}/validate', { params: { path: { id: 'x' } } });
    expectTypeOf(data?.data.valid).toEqualTypeOf<boolean | undefined>();
  });

  test('the SMS code answers the seconds before a resend', async () => {
    const { data } = await client.POST('/v2/prospects/{id}/signature/code', {
      params: { path: { id: 'x' } },
    });
    expectTypeOf(data?.data.retry_in).toEqualTypeOf<number | undefined>();
  });

  test('the documents zip reads as a blob', async () => {
    const { data } = await client.GET('/v2/prospects/{id}/documents/zip', {
      params: { path: { id: 'x' } },
      parseAs: 'blob',
    });
    expectTypeOf(data).toEqualTypeOf<Blob | undefined>();
  });

  test('e-mailing the offer answers nothing', async () => {
    const { data } = await client.POST('/v2/prospects/{id}/offers/email', {
      params: { path: { id: 'x' } },
      body: { email: 'a@example.com', accept_terms: true },
    });
    expectTypeOf(data).toEqualTypeOf<undefined>();
  });
});

describe('requests are checked against the contract', () => {
  test('unknown paths are refused', () => {
    // @ts-expect-error: not a path of the contract
    client.GET('/v2/nowhere');
  });

  test('payment start needs its Idempotency-Key header', () => {
    client.POST('/v2/prospects/{id}/payments', {
      // @ts-expect-error: the Idempotency-Key header is required
      params: { path: { id: 'x' } },
      body: { method: 'card', frequency: 'monthly' },
    });
  });

  test('payment methods and frequencies are the contract enums', () => {
    client.POST('/v2/prospects/{id}/payments', {
      params: { path: { id: 'x' }, header: { 'Idempotency-Key': 'k' } },
      // @ts-expect-error: bitcoin is not a payment method
      body: { method: 'bitcoin', frequency: 'monthly' },
    });
  });
});
