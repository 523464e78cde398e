import { createCoreApiClient } from '@souscrire/core-api';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, test } from 'vitest';
import { renderWithMessages } from '../../test/render-with-messages.tsx';
import { framedForm } from '../screen-test-kit.tsx';
import { DocumentsPanel } from './documents-panel.tsx';

beforeAll(() => {
  URL.createObjectURL ??= () => 'blob:test';
  URL.revokeObjectURL ??= () => undefined;
});

const DOCUMENTS = [
  { id: 'general-conditions', name: 'General conditions', type: 'general_conditions' },
  { id: 'special-conditions', name: 'Special conditions', type: 'special_conditions' },
].map((document) => ({
  ...document,
  url: `/v2/prospects/p1/documents/${document.id}`,
  mime_type: 'application/pdf',
}));

type PanelOptions = { amendment?: boolean; pdfStatus?: number; zipStatus?: number };

function client(options: PanelOptions = {}) {
  return createCoreApiClient({
    tenant: 'plussimple',
    resolveConfig: () => ({ url: 'http://core.test', token: 't' }),
    fetch: async (request: Request) => {
      const path = new URL(request.url).pathname;
      if (path.endsWith('/documents')) {
        return Response.json({
          data: {
            id: 'p1',
            product: 'rc-pro',
            documents: DOCUMENTS.map((document) => ({
              ...document,
              is_amendment: options.amendment ?? false,
            })),
          },
        });
      }
      if (path.endsWith('/documents/zip')) {
        return new Response(new Blob(['PK']), {
          status: options.zipStatus ?? 200,
          headers: { 'content-type': 'application/zip' },
        });
      }
      return new Response(new Blob(['%PDF']), {
        status: options.pdfStatus ?? 200,
        headers: { 'content-type': 'application/pdf' },
      });
    },
  });
}

async function renderPanel(options: PanelOptions = {}) {
  // The frame's Continue: it submits the panel's form.
  const { frame, press } = framedForm();
  await renderWithMessages(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      {frame(<DocumentsPanel client={client(options)} tenant="plussimple" prospectId="p1" locale="fr-FR" />)}
    </QueryClientProvider>,
  );
  await screen.findByText('General conditions');
  return press;
}

describe('DocumentsPanel', () => {
  test('Continue is refused until every document is acknowledged and the conditions accepted', async () => {
    const user = userEvent.setup();
    const pressContinue = await renderPanel();
    expect(await pressContinue()).toBe(false);
    // Each box's message names its document.
    expect(
      await screen.findAllByText('You must download and acknowledge “General conditions” before proceeding.'),
    ).not.toHaveLength(0);
    expect(
      screen.getAllByText('You must download and acknowledge “Special conditions” before proceeding.'),
    ).not.toHaveLength(0);
    expect(screen.getAllByText('You must accept conditions before proceeding.')).not.toHaveLength(0);
    // The meaning of a tick is said once; each box is 'Read and accepted', described by its document's name.
    expect(
      screen.getAllByText(
        'Tick “Read and accepted” under each document: you confirm you have read it and accept it.',
      ),
    ).toHaveLength(1);
    const boxes = screen.getAllByRole('checkbox', { name: 'Read and accepted' });
    expect(boxes.map((box) => box.getAttribute('aria-describedby')).every(Boolean)).toBe(true);
    expect(screen.getByRole('checkbox', { description: /General conditions/ })).toBe(boxes[0]);
    for (const box of boxes) await user.click(box);
    expect(await pressContinue()).toBe(false);
    await user.click(screen.getByRole('checkbox', { name: 'I accept the general terms and conditions' }));
    expect(await pressContinue()).toBe(true);
  });

  test('each document can be read and downloaded from the fetched PDF', async () => {
    await renderPanel();
    await waitFor(() =>
      expect(screen.getByRole('link', { name: 'Read General conditions' }).getAttribute('href')).toMatch(
        /^blob:/,
      ),
    );
    expect(screen.getByRole('link', { name: 'Download Special conditions' }).getAttribute('download')).toBe(
      'special-conditions.pdf',
    );
    expect(screen.getByRole('button', { name: 'Download all documents (zip)' })).toBeTruthy();
  });

  test('the zip of every document marks each one downloaded', async () => {
    const user = userEvent.setup();
    await renderPanel();
    expect(screen.queryByText('Read', { exact: true })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Download all documents (zip)' }));
    await waitFor(() => expect(screen.getAllByText('Read', { exact: true })).toHaveLength(2));
    expect(
      screen.queryByText('An error occurred while retrieving the file. Please try again later.'),
    ).toBeNull();
  });

  test('a zip that cannot be fetched says so under its button', async () => {
    const user = userEvent.setup();
    await renderPanel({ zipStatus: 500 });
    await user.click(screen.getByRole('button', { name: 'Download all documents (zip)' }));
    expect(
      await screen.findByText('An error occurred while retrieving the file. Please try again later.'),
    ).toBeTruthy();
    expect(screen.queryByText('Read', { exact: true })).toBeNull();
  });

  test('an amendment uses the amendment wording', async () => {
    await renderPanel({ amendment: true });
    expect(
      screen.getByText('These documents change your current contract. Read them before you sign.'),
    ).toBeTruthy();
    expect(
      screen.getAllByText(
        'Tick “Read and accepted” under each amendment document: you confirm you have read it and accept it.',
      ),
    ).toHaveLength(1);
    expect(screen.getAllByRole('checkbox', { name: 'Read and accepted' })).toHaveLength(2);
  });

  test('a PDF that cannot be fetched says so', async () => {
    await renderPanel({ pdfStatus: 500 });
    expect(
      await screen.findByText('An error occurred while retrieving the file. Please try again later.'),
    ).toBeTruthy();
  });
});
