import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { PhoneField } from './phone-field.tsx';

const meta = {
  title: 'Forms/PhoneField',
  component: PhoneField,
  args: { label: 'Mobile phone number', description: 'We text you the signature code', onChange: fn() },
} satisfies Meta<typeof PhoneField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const input = canvas.getByRole('textbox', { name: args.label });
    await expect(input).toHaveAttribute('type', 'tel');
    await userEvent.type(input, '06 12 34 56 78');
    await expect(args.onChange).toHaveBeenLastCalledWith('06 12 34 56 78');
  },
};

export const Invalid: Story = {
  args: { isInvalid: true, defaultValue: '12', errorMessage: 'Enter a phone number like 06 12 34 56 78' },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('textbox', { name: args.label })).toHaveAccessibleDescription(
      'We text you the signature code Enter a phone number like 06 12 34 56 78',
    );
  },
};

export const Disabled: Story = { args: { isDisabled: true, defaultValue: '06 12 34 56 78' } };
