import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { type FieldTextKeys, fieldTexts, storyText } from '../test/story-text.ts';
import { Switch } from './switch.tsx';

/** The story's texts in the five interface languages: the Locale toolbar picks one. */
const TEXTS = {
  fr: { legal: 'Ajouter la protection juridique', price: '+ 4,90 € par mois' },
  en: { legal: 'Add legal protection', price: '+ €4.90 a month' },
  de: { legal: 'Rechtsschutz hinzufügen', price: '+ 4,90 € im Monat' },
  it: { legal: 'Aggiungi la tutela legale', price: '+ 4,90 € al mese' },
  es: { legal: 'Añadir la protección jurídica', price: '+ 4,90 € al mes' },
} as const;

const meta = {
  title: 'Forms/Switch',
  component: Switch,
  args: { label: TEXTS.fr.legal, description: TEXTS.fr.price, onChange: fn() },
  argTypes: { label: { control: false }, description: { control: false } },
  parameters: {
    fieldTexts: { label: 'legal', description: 'price' } satisfies FieldTextKeys<keyof typeof TEXTS.fr>,
  },
  render: (args, context) => {
    const { label, description } = fieldTexts(TEXTS, context);
    return <Switch {...args} label={label} description={description} />;
  },
} satisfies Meta<typeof Switch>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Off: Story = {
  play: async ({ canvas, userEvent, args, globals }) => {
    const t = storyText(TEXTS, globals);
    const control = canvas.getByRole('switch', { name: t.legal });
    await userEvent.click(canvas.getByText(t.legal));
    await expect(control).toBeChecked();
    await userEvent.keyboard(' ');
    await expect(control).not.toBeChecked();
    await expect(args.onChange).toHaveBeenCalledTimes(2);
  },
};

export const On: Story = { args: { defaultSelected: true } };

export const Disabled: Story = {
  args: { isDisabled: true },
  play: async ({ canvas, globals }) => {
    await expect(canvas.getByRole('switch', { name: storyText(TEXTS, globals).legal })).toBeDisabled();
  },
};
