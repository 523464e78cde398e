import { afterAll, beforeAll, expect, test } from 'vitest';
import { prospectAtOffer } from '../testing/journey.ts';
import { startTestService, type TestService } from '../testing/test-service.ts';

let service: TestService;
beforeAll(async () => {
  service = await startTestService();
}, 120_000);
afterAll(() => service.close());

// 200 journeys at once (pnpm load) found it: two subscriptions of one e-mail reaching contracts at
// the same moment both created the e-mail's account, and the second failed on the unique login (500).
test('two contracts calls at once for one e-mail share one account, never a 500', async () => {
  const email = 'same.moment@example.com';
  const prospects = await Promise.all([
    prospectAtOffer(service, { email }),
    prospectAtOffer(service, { email }),
  ]);
  for (const { id, token } of prospects) {
    const api = service.api({ token });
    const path = { params: { path: { id } } };
    const offer = await api.PUT('/v2/prospects/{id}/offer', {
      ...path,
      body: { formula: 'balanced', excess_level: 'standard', options: [] },
    });
    expect(offer.response.status).toBe(200);
    const owners = await api.PUT('/v2/prospects/{id}/sanction-beneficiaries', {
      ...path,
      body: {
        beneficiaries: [
          {
            firstname: 'A',
            lastname: 'B',
            birth_date: '1980-01-01',
            nationality: 'FR',
            ownership_percentage: 100,
          },
        ],
      },
    });
    expect(owners.response.status).toBe(200);
  }
  const answers = await Promise.all(
    prospects.map(({ id, token, proof }) =>
      service.api({ token }).POST('/v2/prospects/{id}/contracts', {
        params: { path: { id } },
        headers: { 'x-prospect-proof': proof },
      }),
    ),
  );
  expect(answers.map((answer) => answer.response.status)).toEqual([200, 200]);
  expect(answers[0]?.data?.data.client_id).toBe(answers[1]?.data?.data.client_id);
  expect(answers[0]?.data?.data.client_id).toEqual(expect.any(String));
});
