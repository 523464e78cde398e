import { verifyWebhook } from '@souscrire/core-api';
import { expect, test } from 'vitest';
import { signatureHeader } from './signature.ts';

const body = '{"id":"evt_00000000000000000000000000000000","type":"quote.priced"}';

test("the core's header verifies with core-api's verifyWebhook, with either secret of a rotation", async () => {
  const header = signatureHeader(body, ['whsec_new', 'whsec_old'], 1_764_331_200);
  expect(header).toMatch(/^t=1764331200,v1=[0-9a-f]{64},v1=[0-9a-f]{64}$/);
  const now = 1_764_331_200_000;
  await expect(verifyWebhook(body, header, 'whsec_new', { now })).resolves.toMatchObject({
    type: 'quote.priced',
  });
  await expect(verifyWebhook(body, header, 'whsec_old', { now })).resolves.toMatchObject({
    type: 'quote.priced',
  });
  await expect(verifyWebhook(body, header, 'whsec_other', { now })).rejects.toThrow('No signature matches');
});
