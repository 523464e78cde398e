import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { type FieldTextKeys, fieldTexts, storyText } from '../test/story-text.ts';
import { NumberField } from './number-field.tsx';

/** The story's texts in the five interface languages: the Locale toolbar picks one. */
const TEXTS = {
  fr: {
    revenue: "Chiffre d'affaires annuel",
    employees: 'Salariés',
    revenueError: "Saisissez votre chiffre d'affaires, en euros",
  },
  en: { revenue: 'Annual revenue', employees: 'Employees', revenueError: 'Enter your revenue, in euros' },
  de: {
    revenue: 'Jahresumsatz',
    employees: 'Beschäftigte',
    revenueError: 'Geben Sie Ihren Umsatz in Euro ein',
  },
  it: {
    revenue: 'Fatturato annuo',
    employees: 'Dipendenti',
    revenueError: 'Inserisca il suo fatturato, in euro',
  },
  es: {
    revenue: 'Facturación anual',
    employees: 'Empleados',
    revenueError: 'Introduzca su facturación, en euros',
  },
} as const;

type Texts = FieldTextKeys<keyof typeof TEXTS.fr>;

const meta = {
  title: 'Forms/NumberField',
  component: NumberField,
  args: {
    label: TEXTS.fr.revenue,
    formatOptions: { style: 'currency', currency: 'EUR', maximumFractionDigits: 0 },
    minValue: 0,
    onChange: fn(),
  },
  argTypes: { label: { control: false }, errorMessage: { control: false } },
  parameters: { fieldTexts: { label: 'revenue' } satisfies Texts },
  render: (args, context) => {
    const { label, errorMessage } = fieldTexts(TEXTS, context);
    return <NumberField {...args} label={label} errorMessage={errorMessage} />;
  },
} satisfies Meta<typeof NumberField>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Parsed and formatted in the visitor's locale (switch the Locale toolbar). */
export const Currency: Story = {
  play: async ({ canvas, userEvent, args, globals }) => {
    const input = canvas.getByRole('textbox', { name: storyText(TEXTS, globals).revenue });
    await userEvent.type(input, '150000');
    await userEvent.tab();
    await expect(args.onChange).toHaveBeenLastCalledWith(150000);
  },
};

/** Small counts get − and + buttons, labelled by react-aria in the visitor's language. */
export const WithSteppers: Story = {
  args: { formatOptions: undefined, defaultValue: 2, showSteppers: true },
  parameters: { fieldTexts: { label: 'employees' } satisfies Texts },
  play: async ({ canvas, userEvent, globals }) => {
    // − then +, named in the locale chosen in the toolbar.
    const [decrement, increment] = canvas.getAllByRole('button');
    if (!decrement || !increment) throw new Error('The steppers are missing');
    await userEvent.click(increment);
    await userEvent.click(increment);
    await userEvent.click(decrement);
    await expect(canvas.getByRole('textbox', { name: storyText(TEXTS, globals).employees })).toHaveValue('3');
  },
};

export const Invalid: Story = {
  args: { isInvalid: true, defaultValue: 0 },
  parameters: { fieldTexts: { label: 'revenue', errorMessage: 'revenueError' } satisfies Texts },
  play: async ({ canvas, globals }) => {
    const t = storyText(TEXTS, globals);
    await expect(canvas.getByRole('textbox', { name: t.revenue })).toHaveAccessibleDescription(
      t.revenueError,
    );
  },
};

export const Disabled: Story = { args: { isDisabled: true, defaultValue: 120000 } };
