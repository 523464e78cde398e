import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, within } from 'storybook/test';
import { Select, type SelectOption } from './select.tsx';

const products: SelectOption[] = [
  { id: 'rc-pro', label: 'Professional liability' },
  { id: 'multirisk', label: 'Multi-risk', description: 'Premises, equipment and stock' },
  { id: 'cyber', label: 'Cyber risks' },
  { id: 'fleet', label: 'Vehicle fleet', isDisabled: true },
];

const meta = {
  title: 'Forms/Select',
  component: Select,
  args: {
    label: 'Product',
    placeholder: 'Choose a product',
    emptyText: 'No product available',
    items: products,
    onChange: fn(),
  },
} satisfies Meta<typeof Select>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: /Choose a product/ }));
    const listbox = await screen.findByRole('listbox');
    await userEvent.click(within(listbox).getByRole('option', { name: /Multi-risk/ }));
    await expect(args.onChange).toHaveBeenCalledWith('multirisk');
  },
};

/** the home page's dropdown with no product: 'no product available'. */
export const Empty: Story = {
  args: { items: [] },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: /Choose a product/ }));
    const listbox = await screen.findByRole('listbox');
    await expect(within(listbox).getByText('No product available')).toBeVisible();
  },
};

export const WithDescription: Story = {
  args: { description: 'You can add others later' },
};

export const Invalid: Story = {
  args: { isInvalid: true, errorMessage: 'Choose a product' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: /Choose a product/ })).toHaveAccessibleDescription(
      'Choose a product',
    );
  },
};

export const Disabled: Story = {
  args: { isDisabled: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: /Choose a product/ })).toBeDisabled();
  },
};
