import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, waitFor } from 'storybook/test';
import { ProcessingOverlay } from './processing-overlay.tsx';

const meta = {
  title: 'Overlays/Processing overlay',
  component: ProcessingOverlay,
  args: { isOpen: true, message: 'Processing, do not leave the page' },
  render: (args) => (
    <>
      <button type="button">Pay 42.00 €</button>
      <ProcessingOverlay {...args} />
    </>
  ),
} satisfies Meta<typeof ProcessingOverlay>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Open: focus is held in the overlay and Escape does nothing. */
export const Open: Story = {
  play: async ({ userEvent }) => {
    const dialog = await screen.findByRole('alertdialog', { name: 'Processing, do not leave the page' });
    await waitFor(() => expect(dialog).toHaveFocus());
    await userEvent.keyboard('{Escape}');
    await userEvent.tab();
    await expect(dialog).toBeVisible();
    await expect(dialog.contains(document.activeElement)).toBe(true);
  },
};

export const WithDescription: Story = {
  args: { description: 'Your bank may ask you to confirm the payment.' },
};

export const Closed: Story = { args: { isOpen: false } };
