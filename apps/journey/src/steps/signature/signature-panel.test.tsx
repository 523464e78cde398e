import { createCoreApiClient } from '@souscrire/core-api';
import { ModalLayerProvider } from '@souscrire/ui/modal-layer';
import { ToastProvider } from '@souscrire/ui/toast';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { StrictMode, useState } from 'react';
import { describe, expect, test, vi } from 'vitest';
import { renderWithMessages } from '../../test/render-with-messages.tsx';
import { SignaturePanel } from './signature-panel.tsx';

/** A core whose signature starts answer the given statuses in turn (a number: that HTTP error). */
function fakeCore(...answers: ('pending' | 'signed' | number)[]) {
  const starts: string[] = [];
  const client = createCoreApiClient({
    tenant: 'plussimple',
    resolveConfig: () => ({ url: 'http://core.test', token: 't' }),
    fetch: async (request: Request) => {
      starts.push(`${request.method} ${new URL(request.url).pathname}`);
      const status = answers[starts.length - 1] ?? 'pending';
      if (typeof status === 'number') return Response.json({ message: 'Signature unavailable' }, { status });
      return Response.json({ data: { status, frame_url: 'about:blank' } }, { status: 201 });
    },
  });
  return { client, starts };
}

/** The panel in a page whose language the visitor may change (to German). */
function Switchable({ core, onSigned }: { core: ReturnType<typeof fakeCore>; onSigned: () => void }) {
  const [locale, setLocale] = useState('en-FR');
  return (
    <>
      <button type="button" onClick={() => setLocale('de-FR')}>
        Deutsch
      </button>
      <SignaturePanel
        client={core.client}
        tenant="plussimple"
        prospectId="p1"
        locale={locale}
        onSigned={onSigned}
      />
    </>
  );
}

async function renderPanel(core: ReturnType<typeof fakeCore>, onSigned = vi.fn()) {
  await renderWithMessages(
    <StrictMode>
      <QueryClientProvider client={new QueryClient()}>
        <ToastProvider label="Notifications" closeLabel="Close" loadingLabel="Loading">
          <ModalLayerProvider>
            <Switchable core={core} onSigned={onSigned} />
          </ModalLayerProvider>
        </ToastProvider>
      </QueryClientProvider>
    </StrictMode>,
  );
  return onSigned;
}

describe('SignaturePanel', () => {
  test('the signature starts once when the screen opens (even mounted twice) and frames the signing page', async () => {
    const core = fakeCore('pending');
    const onSigned = await renderPanel(core);
    expect(await screen.findByTitle('Electronic signature of your documents')).toBeTruthy();
    expect(core.starts).toEqual(['POST /v2/prospects/p1/signature']);
    expect(onSigned).not.toHaveBeenCalled();
  });

  test('a change of language starts the signature again, so that its page comes in the new language', async () => {
    const user = userEvent.setup();
    const core = fakeCore('pending', 'pending');
    await renderPanel(core);
    expect(await screen.findByTitle('Electronic signature of your documents')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Deutsch' }));
    await vi.waitFor(() => expect(core.starts).toHaveLength(2));
    expect(await screen.findByTitle('Electronic signature of your documents')).toBeTruthy();
  });

  test('documents already signed say so, and Continue may move on (not by code)', async () => {
    const onSigned = await renderPanel(fakeCore('signed'));
    expect(await screen.findByText('Your documents are signed')).toBeTruthy();
    expect(onSigned).toHaveBeenCalledWith(false);
  });

  test('a start that fails says so; Try again starts it again', async () => {
    const user = userEvent.setup();
    const core = fakeCore(503, 'pending');
    await renderPanel(core);
    expect(await screen.findByText('error while loading the signature, try again later')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByTitle('Electronic signature of your documents')).toBeTruthy();
    expect(core.starts).toHaveLength(2);
  });
});
