import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { storyText } from '../test/story-text.ts';
import { RadioGroup } from './radio-group.tsx';

/** The story's texts in the five interface languages: the Locale toolbar picks one. */
const TEXTS = {
  fr: {
    frequency: 'À quelle fréquence voulez-vous payer ?',
    monthly: 'Mensuel',
    quarterly: 'Trimestriel',
    yearly: 'Annuel',
    yearlyNote: 'Un paiement par an, sans frais',
    frequencyError: 'Choisissez à quelle fréquence payer',
    staff: 'Employez-vous du personnel ?',
    yes: 'Oui',
    no: 'Non',
  },
  en: {
    frequency: 'How often do you want to pay?',
    monthly: 'Monthly',
    quarterly: 'Quarterly',
    yearly: 'Yearly',
    yearlyNote: 'One payment a year, no fees',
    frequencyError: 'Choose how often you want to pay',
    staff: 'Do you employ staff?',
    yes: 'Yes',
    no: 'No',
  },
  de: {
    frequency: 'Wie oft möchten Sie zahlen?',
    monthly: 'Monatlich',
    quarterly: 'Vierteljährlich',
    yearly: 'Jährlich',
    yearlyNote: 'Eine Zahlung im Jahr, ohne Gebühren',
    frequencyError: 'Wählen Sie, wie oft Sie zahlen möchten',
    staff: 'Beschäftigen Sie Personal?',
    yes: 'Ja',
    no: 'Nein',
  },
  it: {
    frequency: 'Con quale frequenza vuoi pagare?',
    monthly: 'Mensile',
    quarterly: 'Trimestrale',
    yearly: 'Annuale',
    yearlyNote: 'Un pagamento all’anno, senza costi',
    frequencyError: 'Scegli con quale frequenza pagare',
    staff: 'Hai dei dipendenti?',
    yes: 'Sì',
    no: 'No',
  },
  es: {
    frequency: '¿Con qué frecuencia quiere pagar?',
    monthly: 'Mensual',
    quarterly: 'Trimestral',
    yearly: 'Anual',
    yearlyNote: 'Un pago al año, sin gastos',
    frequencyError: 'Elija con qué frecuencia pagar',
    staff: '¿Tiene empleados?',
    yes: 'Sí',
    no: 'No',
  },
} as const;

type Texts = Readonly<Record<keyof typeof TEXTS.fr, string>>;

function frequencyOptions(t: Texts) {
  return [
    { value: 'monthly', label: t.monthly },
    { value: 'quarterly', label: t.quarterly },
    { value: 'annual', label: t.yearly, description: t.yearlyNote },
  ];
}

const meta = {
  title: 'Forms/RadioGroup',
  component: RadioGroup,
  args: { label: TEXTS.fr.frequency, options: frequencyOptions(TEXTS.fr), onChange: fn() },
  argTypes: { label: { control: false }, options: { control: false }, errorMessage: { control: false } },
  render: (args, { globals }) => {
    const t = storyText(TEXTS, globals);
    return (
      <RadioGroup
        {...args}
        label={t.frequency}
        options={frequencyOptions(t)}
        errorMessage={args.isInvalid ? t.frequencyError : undefined}
      />
    );
  },
} satisfies Meta<typeof RadioGroup>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, userEvent, args, globals }) => {
    const t = storyText(TEXTS, globals);
    await userEvent.click(canvas.getByText(t.monthly));
    await userEvent.keyboard('{ArrowDown}');
    await expect(canvas.getByRole('radio', { name: t.quarterly })).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith('quarterly');
  },
};

/** Short answers side by side from 480px; stacked on a small phone. */
export const Horizontal: Story = {
  args: { orientation: 'horizontal' },
  render: (args, { globals }) => {
    const t = storyText(TEXTS, globals);
    return (
      <RadioGroup
        {...args}
        label={t.staff}
        options={[
          { value: 'yes', label: t.yes },
          { value: 'no', label: t.no },
        ]}
      />
    );
  },
};

export const Invalid: Story = {
  args: { isRequired: true, isInvalid: true },
  play: async ({ canvas, globals }) => {
    const t = storyText(TEXTS, globals);
    await expect(canvas.getByRole('radiogroup', { name: t.frequency })).toHaveAccessibleDescription(
      t.frequencyError,
    );
  },
};

export const Disabled: Story = {
  args: { isDisabled: true, defaultValue: 'monthly' },
  play: async ({ canvas, globals }) => {
    await expect(canvas.getByRole('radio', { name: storyText(TEXTS, globals).monthly })).toBeDisabled();
  },
};
