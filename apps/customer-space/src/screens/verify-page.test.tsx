import { screen } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import { fakeCore, renderSpace } from '../test/render-space.tsx';
import { VerifyPage } from './verify-page.tsx';

const PERIOD = { starts_on: '2026-03-15', ends_on: '2027-03-14' };

describe('VerifyPage', () => {
  test.each([
    ['valid', 'Valid certificate'],
    ['expired', 'Expired certificate: its period has ended'],
    ['cancelled', 'Cancelled certificate: the contract no longer covers this company'],
  ] as const)('a %s certificate: its status, the company and the period only', async (status, shown) => {
    const { api, calls } = fakeCore({
      'GET /v2/certificates/Code_123-abc': () =>
        Response.json({ data: { status, company_name: 'Transports Lumière', period: PERIOD } }),
    });
    await renderSpace(<VerifyPage api={api} tenant="plussimple" locale="en-FR" code="Code_123-abc" />);
    expect(await screen.findByText(shown)).toBeTruthy();
    expect(screen.getByText('Insured company: Transports Lumière')).toBeTruthy();
    expect(screen.getByText('Period: from 15 March 2026 to 14 March 2027')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'Certificate of insurance check' })).toBeTruthy();
    // One call: the public check of the code.
    expect(calls.map((call) => new URL(call.url).pathname)).toEqual(['/v2/certificates/Code_123-abc']);
  });

  test('a code no certificate has, or no code at all, says so', async () => {
    const { api, calls } = fakeCore({});
    const { unmount } = await renderSpace(
      <VerifyPage api={api} tenant="plussimple" locale="en-FR" code="unknown" />,
    );
    expect(await screen.findByText(/No certificate matches this address/)).toBeTruthy();
    unmount();
    await renderSpace(<VerifyPage api={api} tenant="plussimple" locale="en-FR" code="" />);
    expect(await screen.findByText(/No certificate matches this address/)).toBeTruthy();
    expect(calls).toHaveLength(1);
  });

  test('a check the core refuses (too many) says to try later', async () => {
    const { api } = fakeCore({
      'GET /v2/certificates/abc': () =>
        Response.json({ title: 'x', code: 'too_many_requests', message: 'x' }, { status: 429 }),
    });
    await renderSpace(<VerifyPage api={api} tenant="plussimple" locale="en-FR" code="abc" />);
    expect(
      await screen.findByText('The certificate could not be checked. Please try again later.'),
    ).toBeTruthy();
  });
});
