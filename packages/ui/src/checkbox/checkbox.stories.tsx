import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { type FieldTextKeys, fieldTexts, storyText } from '../test/story-text.ts';
import { Checkbox } from './checkbox.tsx';

/** The story's texts in the five interface languages: the Locale toolbar picks one. */
const TEXTS = {
  fr: {
    terms: "J'accepte les conditions générales",
    byEmail: "Envoyez-moi l'offre par e-mail",
    oneEmail: 'Un seul e-mail, pas de newsletter',
    termsError: 'Vous devez accepter les conditions pour continuer.',
    allDocuments: 'Tous les documents',
  },
  en: {
    terms: 'I accept the general conditions',
    byEmail: 'Send me the offer by e-mail',
    oneEmail: 'One e-mail, no newsletter',
    termsError: 'You must accept conditions before proceeding.',
    allDocuments: 'All documents',
  },
  de: {
    terms: 'Ich akzeptiere die allgemeinen Bedingungen',
    byEmail: 'Senden Sie mir das Angebot per E-Mail',
    oneEmail: 'Eine E-Mail, kein Newsletter',
    termsError: 'Sie müssen die Bedingungen akzeptieren, um fortzufahren.',
    allDocuments: 'Alle Dokumente',
  },
  it: {
    terms: 'Accetto le condizioni generali',
    byEmail: "Inviatemi l'offerta per e-mail",
    oneEmail: 'Una sola e-mail, nessuna newsletter',
    termsError: 'Devi accettare le condizioni per procedere.',
    allDocuments: 'Tutti i documenti',
  },
  es: {
    terms: 'Acepto las condiciones generales',
    byEmail: 'Envíenme la oferta por correo electrónico',
    oneEmail: 'Un solo correo, sin boletín',
    termsError: 'Debe aceptar las condiciones para continuar.',
    allDocuments: 'Todos los documentos',
  },
} as const;

type Texts = FieldTextKeys<keyof typeof TEXTS.fr>;

const meta = {
  title: 'Forms/Checkbox',
  component: Checkbox,
  args: { label: TEXTS.fr.terms, onChange: fn() },
  argTypes: { label: { control: false }, description: { control: false }, errorMessage: { control: false } },
  parameters: { fieldTexts: { label: 'terms' } satisfies Texts },
  render: (args, context) => <Checkbox {...args} {...fieldTexts(TEXTS, context)} />,
} satisfies Meta<typeof Checkbox>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, userEvent, args, globals }) => {
    const t = storyText(TEXTS, globals);
    await userEvent.click(canvas.getByText(t.terms));
    await expect(canvas.getByRole('checkbox', { name: t.terms })).toBeChecked();
    await expect(args.onChange).toHaveBeenCalledWith(true);
  },
};

export const Checked: Story = { args: { defaultSelected: true } };

export const WithDescription: Story = {
  parameters: { fieldTexts: { label: 'byEmail', description: 'oneEmail' } satisfies Texts },
  play: async ({ canvas, globals }) => {
    const t = storyText(TEXTS, globals);
    await expect(canvas.getByRole('checkbox', { name: t.byEmail })).toHaveAccessibleDescription(t.oneEmail);
  },
};

/** 'You must accept conditions before proceeding.' */
export const Invalid: Story = {
  args: { isRequired: true, isInvalid: true },
  parameters: { fieldTexts: { label: 'terms', errorMessage: 'termsError' } satisfies Texts },
  play: async ({ canvas, globals }) => {
    const t = storyText(TEXTS, globals);
    await expect(canvas.getByRole('checkbox', { name: t.terms })).toHaveAccessibleDescription(t.termsError);
  },
};

export const Indeterminate: Story = {
  args: { isIndeterminate: true },
  parameters: { fieldTexts: { label: 'allDocuments' } satisfies Texts },
};

export const Disabled: Story = {
  args: { isDisabled: true },
  play: async ({ canvas, globals }) => {
    await expect(canvas.getByRole('checkbox', { name: storyText(TEXTS, globals).terms })).toBeDisabled();
  },
};
