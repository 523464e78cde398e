import { ModalLayerProvider } from '@souscrire/ui/modal-layer';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, test } from 'vitest';
import { answer, renderScreen, resetScreen, screenState } from '../screen-test-kit.tsx';
import { SignatureScreen } from './signature-screen.tsx';

const UNSIGNED =
  'Sign your documents first: press “Sign” in the frame above, then enter the code we text you.';

/** The signature screen whose signature starts with `status`. */
async function renderSignature(status: 'pending' | 'signed') {
  const client = resetScreen();
  client.POST.mockResolvedValue(answer(201, { data: { status, frame_url: 'about:blank' } }));
  await renderScreen(
    <ModalLayerProvider>
      <SignatureScreen />
    </ModalLayerProvider>,
  );
}

describe('SignatureScreen', () => {
  test('Continue before signing stays and says what to do first, next to it', async () => {
    const user = userEvent.setup();
    await renderSignature('pending');
    await screen.findByTitle('Electronic signature of your documents');
    expect(screen.queryByText(UNSIGNED)).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect((await screen.findByRole('alert')).textContent).toBe(UNSIGNED);
    expect(screen.getByRole('button', { name: 'Continue' }).getAttribute('aria-describedby')).toBeTruthy();
    expect(screenState.go).not.toHaveBeenCalled();
  });

  test('once signed, Continue moves on', async () => {
    const user = userEvent.setup();
    await renderSignature('signed');
    await screen.findByText('Your documents are signed');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(screenState.go).toHaveBeenCalledWith('forward'));
    expect(screen.queryByText(UNSIGNED)).toBeNull();
  });
});
