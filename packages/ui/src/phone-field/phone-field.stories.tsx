import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { type FieldTextKeys, fieldTexts, storyText } from '../test/story-text.ts';
import { PhoneField } from './phone-field.tsx';

/** The story's texts in the five interface languages: the Locale toolbar picks one. */
const TEXTS = {
  fr: {
    mobile: 'Numéro de téléphone portable',
    codeBySms: 'Nous vous envoyons le code de signature par SMS',
    phoneError: 'Saisissez un numéro de téléphone comme 06 12 34 56 78',
  },
  en: {
    mobile: 'Mobile phone number',
    codeBySms: 'We text you the signature code',
    phoneError: 'Enter a phone number like 06 12 34 56 78',
  },
  de: {
    mobile: 'Handynummer',
    codeBySms: 'Wir senden Ihnen den Signaturcode per SMS',
    phoneError: 'Geben Sie eine Telefonnummer wie 06 12 34 56 78 ein',
  },
  it: {
    mobile: 'Numero di cellulare',
    codeBySms: 'Le inviamo il codice di firma via SMS',
    phoneError: 'Inserisca un numero di telefono come 06 12 34 56 78',
  },
  es: {
    mobile: 'Número de móvil',
    codeBySms: 'Le enviamos el código de firma por SMS',
    phoneError: 'Introduzca un número de teléfono como 06 12 34 56 78',
  },
} as const;

type Texts = FieldTextKeys<keyof typeof TEXTS.fr>;

const meta = {
  title: 'Forms/PhoneField',
  component: PhoneField,
  args: { label: TEXTS.fr.mobile, onChange: fn() },
  argTypes: { label: { control: false }, description: { control: false }, errorMessage: { control: false } },
  parameters: { fieldTexts: { label: 'mobile', description: 'codeBySms' } satisfies Texts },
  render: (args, context) => <PhoneField {...args} {...fieldTexts(TEXTS, context)} />,
} satisfies Meta<typeof PhoneField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, userEvent, args, globals }) => {
    const input = canvas.getByRole('textbox', { name: storyText(TEXTS, globals).mobile });
    await expect(input).toHaveAttribute('type', 'tel');
    await userEvent.type(input, '06 12 34 56 78');
    await expect(args.onChange).toHaveBeenLastCalledWith('06 12 34 56 78');
  },
};

export const Invalid: Story = {
  args: { isInvalid: true, defaultValue: '12' },
  parameters: { fieldTexts: { label: 'mobile', description: 'codeBySms', errorMessage: 'phoneError' } },
  play: async ({ canvas, globals }) => {
    const t = storyText(TEXTS, globals);
    await expect(canvas.getByRole('textbox', { name: t.mobile })).toHaveAccessibleDescription(
      `${t.codeBySms} ${t.phoneError}`,
    );
  },
};

export const Disabled: Story = { args: { isDisabled: true, defaultValue: '06 12 34 56 78' } };
