import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, waitFor } from 'storybook/test';
import { ModalLayerProvider } from '../modal-layer/modal-layer.tsx';
import { ConfirmDialog } from './confirm-dialog.tsx';
import { useConfirm } from './use-confirm.tsx';

function AskDemo() {
  const confirm = useConfirm();
  const [answer, setAnswer] = useState('');
  return (
    <>
      <button
        type="button"
        onClick={async () => {
          const yes = await confirm({
            title: 'Remove this beneficial owner?',
            message: 'Their details will be deleted from your request.',
            yesLabel: 'Yes',
            noLabel: 'No',
          });
          setAnswer(yes ? 'Removed' : 'Kept');
        }}
      >
        Remove
      </button>
      <output>{answer}</output>
    </>
  );
}

const meta = {
  title: 'Overlays/Confirm dialog',
  component: ConfirmDialog,
  args: {
    title: 'Remove this beneficial owner?',
    message: 'Their details will be deleted from your request.',
    yesLabel: 'Yes',
    noLabel: 'No',
    onYes: fn(),
    onNo: fn(),
  },
  render: () => (
    <ModalLayerProvider>
      <AskDemo />
    </ModalLayerProvider>
  ),
} satisfies Meta<typeof ConfirmDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The question, asked with `useConfirm()`. */
export const Ask: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Remove' }));
    await screen.findByRole('alertdialog', { name: 'Remove this beneficial owner?' });
    await waitFor(() => expect(screen.getByRole('button', { name: 'No' })).toHaveFocus());
  },
};

/** Yes confirms. */
export const AnswerYes: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Remove' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Yes' }));
    await expect(await canvas.findByText('Removed')).toBeVisible();
  },
};

/** No keeps things as they were. */
export const AnswerNo: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Remove' }));
    await userEvent.click(await screen.findByRole('button', { name: 'No' }));
    await expect(await canvas.findByText('Kept')).toBeVisible();
  },
};
