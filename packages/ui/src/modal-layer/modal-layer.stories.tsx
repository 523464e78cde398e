import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, waitFor } from 'storybook/test';
import { ModalDialog } from './modal-dialog.tsx';
import { ModalLayerProvider, useModalLayer } from './modal-layer.tsx';

function Demo() {
  const { openModal, closeAll, isModalOpen } = useModalLayer();
  const openSecond = () =>
    openModal(() => (
      <ModalDialog
        title="Receive the offer by e-mail"
        closeLabel="Close"
        footer={
          <button type="button" onClick={closeAll}>
            Close all
          </button>
        }
      >
        <p>A second modal stacks above the first one.</p>
      </ModalDialog>
    ));
  return (
    <>
      <p>{isModalOpen ? 'A modal is open' : 'No modal is open'}</p>
      <button
        type="button"
        onClick={() =>
          openModal(() => (
            <ModalDialog title="Need help?" closeLabel="Close">
              <p>Our advisers answer from 9 am to 6 pm.</p>
              <button type="button" onClick={openSecond}>
                Open another
              </button>
            </ModalDialog>
          ))
        }
      >
        Open a modal
      </button>
    </>
  );
}

const meta = {
  title: 'Overlays/Modal layer',
  component: ModalLayerProvider,
  args: { children: null },
  render: () => (
    <ModalLayerProvider>
      <Demo />
    </ModalLayerProvider>
  ),
} satisfies Meta<typeof ModalLayerProvider>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Nothing open: the page as usual. */
export const Closed: Story = {};

/** Two stacked modals (z-index 1000 then 1002); 'Close all' empties the layer. */
export const Stacked: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Open a modal' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Open another' }));
    const second = await screen.findByRole('dialog', { name: 'Receive the offer by e-mail' });
    await expect(second.closest<HTMLElement>('.sc-modal-layer__backdrop')?.style.zIndex).toBe('1002');
    await userEvent.click(screen.getByRole('button', { name: 'Close all' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(canvas.getByText('No modal is open')).toBeVisible();
  },
};

/** Escape closes the top modal and gives focus back. */
export const EscapeCloses: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Open a modal' }));
    await screen.findByRole('dialog', { name: 'Need help?' });
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(canvas.getByRole('button', { name: 'Open a modal' })).toHaveFocus();
  },
};
