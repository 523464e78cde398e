import { expect, test } from 'vitest';
import { signatureCallbackSearch, signatureOutcome } from './signature-callback-search.ts';

test.each([
  [{ event: 'signing', prospect_id: 'p1' }, 'signed'],
  [{ event: 'cancelled' }, 'cancelled'],
  [{ event: 'something-else' }, 'error'],
  [{}, 'error'],
])('the provider return %o ends as %s', (query, outcome) => {
  expect(signatureOutcome(signatureCallbackSearch.parse(query))).toBe(outcome);
});
