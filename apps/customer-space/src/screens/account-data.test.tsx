import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { fakeCore, renderSpace } from '../test/render-space.tsx';
import { AccountData } from './account-data.tsx';

const { createObjectURL, revokeObjectURL } = URL;
afterEach(() => {
  vi.restoreAllMocks();
  Object.assign(URL, { createObjectURL, revokeObjectURL });
});

/** The files the page saved (by the download anchors it clicked), with their contents. */
function savedFiles() {
  const saved: { name: string; blob: Blob | undefined }[] = [];
  const blobs = new Map<string, Blob>();
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push({ name: this.download, blob: blobs.get(this.href) });
  });
  Object.assign(URL, {
    createObjectURL: (blob: Blob) => {
      blobs.set('blob:saved', blob);
      return 'blob:saved';
    },
    revokeObjectURL: () => undefined,
  });
  return saved;
}

const EXPORT = {
  exported_at: '2026-11-29T10:00:00.000Z',
  client: { id: 'c', login: 'jeanne@example.com', prospect_id: null },
  contracts: [],
};

describe('AccountData', () => {
  test("downloads the client's data as a JSON file", async () => {
    const saved = savedFiles();
    const { api, calls } = fakeCore({ 'GET /v2/clients/me/data': () => Response.json({ data: EXPORT }) });
    await renderSpace(<AccountData api={api} tenant="plussimple" />, 'fr-FR');
    expect(screen.getByRole('heading', { level: 2, name: 'Vos données' })).toBeDefined();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Télécharger mes données' }));
    await vi.waitFor(() => expect(saved.map((file) => file.name)).toEqual(['my-data.json']));
    expect(JSON.parse((await saved[0]?.blob?.text()) ?? '')).toEqual(EXPORT);
    expect(calls).toHaveLength(1);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  test('a failed download says so', async () => {
    savedFiles();
    const { api } = fakeCore({
      'GET /v2/clients/me/data': () =>
        Response.json({ title: 'x', code: 'internal_error', message: 'x' }, { status: 503 }),
    });
    await renderSpace(<AccountData api={api} tenant="plussimple" />);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Download my data' }));
    expect(await screen.findByRole('alert')).toBeDefined();
  });
});
