import { afterAll, beforeAll, expect } from 'vitest';
import { prospectWithSession } from '../testing/journey.ts';
import { signByCode, startPayment } from '../testing/sign-and-pay.ts';
import { startTestService, type TestService } from '../testing/test-service.ts';
import { describePaymentProviderContract } from './payment-provider.contract.ts';
import { TEST_CARDS } from './payments.ts';
import { sandboxPaymentProvider } from './sandbox-payment-provider.ts';

let service: TestService;
let signed: Awaited<ReturnType<typeof prospectWithSession>>;
let keys = 0;
beforeAll(async () => {
  service = await startTestService();
  signed = await prospectWithSession(service);
  await signByCode(service, signed);
}, 120_000);
afterAll(() => service.close());

/** A new card payment, authorised by the sandbox's card fields with a test card (their own call). */
async function authorise(card: 'success' | 'decline') {
  keys += 1;
  const started = await startPayment(service, signed, `contract-card-${keys}`, {
    method: 'card',
    frequency: 'annual',
  });
  const response = await service.app.request('/sandbox/payment-provider/confirm', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      publishable_key: 'pk_test_souscrire_sandbox',
      client_secret: started.payment?.client_secret,
      card_number: TEST_CARDS[card],
    }),
  });
  const body = (await response.json()) as { status: string; reference: string };
  expect(body.status).toBe(card === 'success' ? 'succeeded' : 'failed');
  return { paymentId: started.payment?.id ?? '', reference: body.reference };
}

describePaymentProviderContract('sandbox', async () => ({
  provider: sandboxPaymentProvider(service.db),
  authorise,
}));
