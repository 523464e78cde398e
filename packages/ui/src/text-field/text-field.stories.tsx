import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { TextField } from './text-field.tsx';

const meta = {
  title: 'Forms/TextField',
  component: TextField,
  args: { label: 'Company name', onChange: fn() },
} satisfies Meta<typeof TextField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const input = canvas.getByRole('textbox', { name: args.label });
    await userEvent.type(input, 'Acme');
    await expect(args.onChange).toHaveBeenLastCalledWith('Acme');
  },
};

export const WithDescription: Story = {
  args: { description: 'As written on your Kbis extract' },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('textbox', { name: args.label })).toHaveAccessibleDescription(
      'As written on your Kbis extract',
    );
  },
};

/** The label carries a marker; the input is required for assistive technologies. */
export const Required: Story = {
  args: { isRequired: true },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('textbox', { name: args.label })).toBeRequired();
  },
};

export const Invalid: Story = {
  args: { isInvalid: true, errorMessage: 'Enter your company name', defaultValue: '' },
  play: async ({ canvas, args }) => {
    const input = canvas.getByRole('textbox', { name: args.label });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription('Enter your company name');
  },
};

export const Disabled: Story = {
  args: { isDisabled: true, defaultValue: 'Acme' },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('textbox', { name: args.label })).toBeDisabled();
  },
};

/** On a 320px phone the field takes the full width. */
export const SmallPhone: Story = {
  args: { description: 'As written on your Kbis extract', placeholder: 'Acme SAS' },
  globals: { viewport: { value: 'phone320' } },
};
