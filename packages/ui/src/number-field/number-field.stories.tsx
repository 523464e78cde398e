import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { NumberField } from './number-field.tsx';

const meta = {
  title: 'Forms/NumberField',
  component: NumberField,
  args: {
    label: 'Annual revenue',
    formatOptions: { style: 'currency', currency: 'EUR', maximumFractionDigits: 0 },
    minValue: 0,
    onChange: fn(),
  },
} satisfies Meta<typeof NumberField>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Parsed and formatted in the visitor's locale (switch the Locale toolbar). */
export const Currency: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const input = canvas.getByRole('textbox', { name: args.label });
    await userEvent.type(input, '150000');
    await userEvent.tab();
    await expect(args.onChange).toHaveBeenLastCalledWith(150000);
  },
};

/** Small counts get − and + buttons, labelled by react-aria in the visitor's language. */
export const WithSteppers: Story = {
  args: { label: 'Employees', formatOptions: undefined, defaultValue: 2, showSteppers: true },
  play: async ({ canvas, userEvent }) => {
    // − then +, named in the locale chosen in the toolbar.
    const [decrement, increment] = canvas.getAllByRole('button');
    if (!decrement || !increment) throw new Error('The steppers are missing');
    await userEvent.click(increment);
    await userEvent.click(increment);
    await userEvent.click(decrement);
    await expect(canvas.getByRole('textbox', { name: 'Employees' })).toHaveValue('3');
  },
};

export const Invalid: Story = {
  args: { isInvalid: true, errorMessage: 'Enter your revenue, in euros', defaultValue: 0 },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('textbox', { name: args.label })).toHaveAccessibleDescription(
      'Enter your revenue, in euros',
    );
  },
};

export const Disabled: Story = { args: { isDisabled: true, defaultValue: 120000 } };
