import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, test } from 'vitest';
import { ModalLayerProvider } from '../modal-layer/modal-layer.tsx';
import { useConfirm } from './use-confirm.tsx';

function RemoveOwner() {
  const confirm = useConfirm();
  const [result, setResult] = useState('none');
  return (
    <>
      <button
        type="button"
        onClick={async () => {
          const yes = await confirm({
            title: 'Remove this owner?',
            message: 'Their details will be lost.',
            yesLabel: 'Yes',
            noLabel: 'No',
          });
          setResult(yes ? 'removed' : 'kept');
        }}
      >
        Remove
      </button>
      <output>{result}</output>
    </>
  );
}

describe('ConfirmDialog through useConfirm', () => {
  test.each([
    ['Yes', 'removed'],
    ['No', 'kept'],
  ])('answering %s resolves to %s and closes the dialog', async (answer, expected) => {
    const user = userEvent.setup();
    render(
      <ModalLayerProvider>
        <RemoveOwner />
      </ModalLayerProvider>,
    );
    await user.click(screen.getByRole('button', { name: 'Remove' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Remove this owner?' });
    expect(dialog).toHaveTextContent('Their details will be lost.');
    await user.click(screen.getByRole('button', { name: answer }));
    expect(await screen.findByText(expected)).toBeInTheDocument();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  test('focus starts on No, and Escape does not dismiss it', async () => {
    const user = userEvent.setup();
    render(
      <ModalLayerProvider>
        <RemoveOwner />
      </ModalLayerProvider>,
    );
    await user.click(screen.getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'No' })).toHaveFocus());
    await user.keyboard('{Escape}');
    expect(screen.getByRole('alertdialog')).toBeInTheDocument();
    expect(screen.getByText('none')).toBeInTheDocument();
  });
});
