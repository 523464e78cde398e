import { describe, expect, test } from 'vitest';
import { intentSearchSchema } from './home-routes.tsx';

describe('intentSearchSchema', () => {
  test('keeps the known fields, numbers read as text', () => {
    expect(
      intentSearchSchema.parse({
        type: 'product',
        product_slug: 'rc-pro',
        job_id: 1042,
        company_id: '732',
        other: 'x',
      }),
    ).toEqual({ type: 'product', product_slug: 'rc-pro', job_id: '1042', company_id: '732' });
  });

  test('a field of the wrong shape is dropped, not refused', () => {
    expect(intentSearchSchema.parse({ type: ['a', 'b'], prospect_id: { id: 1 } })).toEqual({});
  });
});
