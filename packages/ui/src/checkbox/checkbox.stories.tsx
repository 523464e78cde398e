import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { Checkbox } from './checkbox.tsx';

const meta = {
  title: 'Forms/Checkbox',
  component: Checkbox,
  args: { label: 'I accept the general conditions', onChange: fn() },
} satisfies Meta<typeof Checkbox>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByText('I accept the general conditions'));
    await expect(canvas.getByRole('checkbox', { name: 'I accept the general conditions' })).toBeChecked();
    await expect(args.onChange).toHaveBeenCalledWith(true);
  },
};

export const Checked: Story = { args: { defaultSelected: true } };

export const WithDescription: Story = {
  args: { label: 'Send me the offer by e-mail', description: 'One e-mail, no newsletter' },
};

/** 'You must accept conditions before proceeding.' */
export const Invalid: Story = {
  args: { isRequired: true, isInvalid: true, errorMessage: 'You must accept conditions before proceeding.' },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('checkbox', { name: 'I accept the general conditions' }),
    ).toHaveAccessibleDescription('You must accept conditions before proceeding.');
  },
};

export const Indeterminate: Story = { args: { label: 'All documents', isIndeterminate: true } };

export const Disabled: Story = {
  args: { isDisabled: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('checkbox', { name: 'I accept the general conditions' })).toBeDisabled();
  },
};
