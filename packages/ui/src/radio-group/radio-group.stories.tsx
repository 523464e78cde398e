import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { RadioGroup } from './radio-group.tsx';

const meta = {
  title: 'Forms/RadioGroup',
  component: RadioGroup,
  args: {
    label: 'How often do you want to pay?',
    options: [
      { value: 'monthly', label: 'Monthly' },
      { value: 'quarterly', label: 'Quarterly' },
      { value: 'annual', label: 'Yearly', description: 'One payment a year, no fees' },
    ],
    onChange: fn(),
  },
} satisfies Meta<typeof RadioGroup>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByText('Monthly'));
    await userEvent.keyboard('{ArrowDown}');
    await expect(canvas.getByRole('radio', { name: 'Quarterly' })).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith('quarterly');
  },
};

/** Short answers side by side from 480px; stacked on a small phone. */
export const Horizontal: Story = {
  args: {
    label: 'Do you employ staff?',
    orientation: 'horizontal',
    options: [
      { value: 'yes', label: 'Yes' },
      { value: 'no', label: 'No' },
    ],
  },
};

export const Invalid: Story = {
  args: { isRequired: true, isInvalid: true, errorMessage: 'Choose how often you want to pay' },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('radiogroup', { name: args.label })).toHaveAccessibleDescription(
      'Choose how often you want to pay',
    );
  },
};

export const Disabled: Story = {
  args: { isDisabled: true, defaultValue: 'monthly' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('radio', { name: 'Monthly' })).toBeDisabled();
  },
};
