import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { fakeCore, renderSpace } from '../test/render-space.tsx';
import { ContractProof } from './contract-proof.tsx';

const CONTRACT = '5d2c7a10-4e3b-4c8e-9f0a-1b2c3d4e5f60';

const { createObjectURL, revokeObjectURL } = URL;
afterEach(() => {
  vi.restoreAllMocks();
  Object.assign(URL, { createObjectURL, revokeObjectURL });
});

/** The files the page saved, by the download anchors it clicked. */
function savedFiles() {
  const saved: string[] = [];
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push(this.download);
  });
  Object.assign(URL, { createObjectURL: () => 'blob:saved', revokeObjectURL: () => undefined });
  return saved;
}

describe('ContractProof', () => {
  test('downloads the certificate (made now, in the page’s language) and the proof-of-sale file', async () => {
    const saved = savedFiles();
    const { api, calls } = fakeCore({
      [`POST /v2/clients/me/contracts/${CONTRACT}/certificate`]: () =>
        new Response(new Uint8Array([37, 80, 68, 70]), {
          status: 201,
          headers: { 'content-type': 'application/pdf' },
        }),
      [`GET /v2/clients/me/contracts/${CONTRACT}/proof-of-sale`]: () =>
        new Response(new Uint8Array([80, 75]), { headers: { 'content-type': 'application/zip' } }),
    });
    await renderSpace(
      <ContractProof
        api={api}
        tenant="plussimple"
        contractId={CONTRACT}
        fileName="PS-1"
        locale="de-DE"
        headingId="p"
      />,
      'de-DE',
    );
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Bestätigung herunterladen' }));
    await user.click(screen.getByRole('button', { name: 'Nachweisakte' }));
    await vi.waitFor(() => expect(saved).toEqual(['certificate-PS-1.pdf', 'proof-of-sale-PS-1.zip']));
    expect(calls.map((call) => call.headers.get('accept-language'))).toEqual(['de-DE', 'de-DE']);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  test('a contract signed elsewhere has no proof-of-sale file; a failed certificate says to try again', async () => {
    const saved = savedFiles();
    const { api } = fakeCore({
      [`POST /v2/clients/me/contracts/${CONTRACT}/certificate`]: () =>
        Response.json({ title: 'x', code: 'internal_error', message: 'x' }, { status: 503 }),
    });
    await renderSpace(
      <ContractProof
        api={api}
        tenant="plussimple"
        contractId={CONTRACT}
        fileName="PS-1"
        locale="en-FR"
        headingId="p"
      />,
    );
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Proof-of-sale file' }));
    expect(
      await screen.findByText('This contract was not signed online: it has no proof-of-sale file.'),
    ).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Download the certificate' }));
    expect(await screen.findByText(/An error occurred while fetching the file/)).toBeTruthy();
    expect(saved).toEqual([]);
  });
});
