import { ToastProvider } from '@souscrire/ui/toast';
import { act, screen } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import { CoreRequestError } from '../core/core-request-error.ts';
import { renderWithMessages } from '../test/render-with-messages.tsx';
import { useShowFailure } from './use-show-failure.ts';

let show: (error: unknown) => void = () => undefined;

function Probe() {
  show = useShowFailure();
  return null;
}

async function renderProbe(locale: 'en-FR' | 'fr-FR' = 'en-FR') {
  await renderWithMessages(
    <ToastProvider label="Notifications" closeLabel="Close" loadingLabel="Loading">
      <Probe />
    </ToastProvider>,
    locale,
  );
}

describe('useShowFailure', () => {
  test("a 429 says how long to wait, in the visitor's language, from its Retry-After", async () => {
    await renderProbe('fr-FR');
    const refused = new CoreRequestError(
      429,
      { status: 429, message: 'Too many requests.' },
      new Headers({ 'retry-after': '120' }),
    );
    act(() => show(refused));
    expect(await screen.findByText('Trop de tentatives. Réessayez dans 2 minutes.')).toBeTruthy();
  });

  test("another failure shows the core's title and message; a cancelled call shows nothing", async () => {
    await renderProbe();
    act(() => show(new DOMException('The user aborted a request.', 'AbortError')));
    act(() => show(new CoreRequestError(409, { status: 409, title: 'Conflict', message: 'Already paid.' })));
    expect(await screen.findByText('Already paid.')).toBeTruthy();
  });

  test("a write refused for want of the subscription's proof says how to get it, in the visitor's language", async () => {
    await renderProbe('fr-FR');
    const refused = new CoreRequestError(403, {
      status: 403,
      code: 'proof_required',
      message: 'This browser holds no proof of this subscription.',
    });
    act(() => show(refused));
    expect(
      await screen.findByText(/ce navigateur ne détient aucune preuve de cette souscription/),
    ).toBeTruthy();
    expect(screen.queryByText('This browser holds no proof of this subscription.')).toBeNull();
  });
});
