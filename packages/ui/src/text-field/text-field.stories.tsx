import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { type FieldTextKeys, fieldTexts, storyText } from '../test/story-text.ts';
import { TextField } from './text-field.tsx';

/** The story's texts in the five interface languages: the Locale toolbar picks one. */
const TEXTS = {
  fr: {
    company: "Nom de l'entreprise",
    asOnKbis: 'Tel qu’écrit sur votre extrait Kbis',
    enterCompany: "Saisissez le nom de l'entreprise",
  },
  en: {
    company: 'Company name',
    asOnKbis: 'As written on your Kbis extract',
    enterCompany: 'Enter your company name',
  },
  de: {
    company: 'Name des Unternehmens',
    asOnKbis: 'Wie auf Ihrem Handelsregisterauszug angegeben',
    enterCompany: 'Geben Sie den Namen Ihres Unternehmens ein',
  },
  it: {
    company: "Nome dell'azienda",
    asOnKbis: 'Come riportato nella sua visura camerale',
    enterCompany: "Inserisca il nome dell'azienda",
  },
  es: {
    company: 'Nombre de la empresa',
    asOnKbis: 'Tal como figura en su extracto del registro mercantil',
    enterCompany: 'Introduzca el nombre de su empresa',
  },
} as const;

type Texts = FieldTextKeys<keyof typeof TEXTS.fr>;

const meta = {
  title: 'Forms/TextField',
  component: TextField,
  args: { label: TEXTS.fr.company, onChange: fn() },
  argTypes: { label: { control: false }, description: { control: false }, errorMessage: { control: false } },
  parameters: { fieldTexts: { label: 'company' } satisfies Texts },
  render: (args, context) => <TextField {...args} {...fieldTexts(TEXTS, context)} />,
} satisfies Meta<typeof TextField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, userEvent, args, globals }) => {
    const input = canvas.getByRole('textbox', { name: storyText(TEXTS, globals).company });
    await userEvent.type(input, 'Acme');
    await expect(args.onChange).toHaveBeenLastCalledWith('Acme');
  },
};

export const WithDescription: Story = {
  parameters: { fieldTexts: { label: 'company', description: 'asOnKbis' } satisfies Texts },
  play: async ({ canvas, globals }) => {
    const t = storyText(TEXTS, globals);
    await expect(canvas.getByRole('textbox', { name: t.company })).toHaveAccessibleDescription(t.asOnKbis);
  },
};

/** The label carries a marker; the input is required for assistive technologies. */
export const Required: Story = {
  args: { isRequired: true },
  play: async ({ canvas, globals }) => {
    await expect(canvas.getByRole('textbox', { name: storyText(TEXTS, globals).company })).toBeRequired();
  },
};

export const Invalid: Story = {
  args: { isInvalid: true, defaultValue: '' },
  parameters: { fieldTexts: { label: 'company', errorMessage: 'enterCompany' } satisfies Texts },
  play: async ({ canvas, globals }) => {
    const t = storyText(TEXTS, globals);
    const input = canvas.getByRole('textbox', { name: t.company });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription(t.enterCompany);
  },
};

export const Disabled: Story = {
  args: { isDisabled: true, defaultValue: 'Acme' },
  play: async ({ canvas, globals }) => {
    await expect(canvas.getByRole('textbox', { name: storyText(TEXTS, globals).company })).toBeDisabled();
  },
};

/** On a 320px phone the field takes the full width. */
export const SmallPhone: Story = {
  args: { placeholder: 'Acme SAS' },
  parameters: { fieldTexts: { label: 'company', description: 'asOnKbis' } satisfies Texts },
  globals: { viewport: { value: 'phone320' } },
};
