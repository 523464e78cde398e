import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { storyText } from '../test/story-text.ts';
import { EmailField } from './email-field.tsx';

/** The story's texts in the five interface languages: the Locale toolbar picks one. */
const TEXTS = {
  fr: {
    email: 'Adresse e-mail',
    required: 'Ce champ est obligatoire',
    notAnEmail: 'Ce champ doit être une adresse e-mail',
    check: 'Vérifier',
  },
  en: {
    email: 'E-mail address',
    required: 'This field is required',
    notAnEmail: 'This field must be an e-mail address',
    check: 'Check',
  },
  de: {
    email: 'E-Mail-Adresse',
    required: 'Dieses Feld ist erforderlich',
    notAnEmail: 'Dieses Feld muss eine E-Mail-Adresse sein',
    check: 'Prüfen',
  },
  it: {
    email: 'Indirizzo e-mail',
    required: 'Questo campo è obbligatorio',
    notAnEmail: 'Questo campo deve essere un indirizzo e-mail',
    check: 'Verifica',
  },
  es: {
    email: 'Dirección de correo electrónico',
    required: 'Este campo es obligatorio',
    notAnEmail: 'Este campo debe ser una dirección de correo electrónico',
    check: 'Comprobar',
  },
} as const;

const meta = {
  title: 'Forms/EmailField',
  component: EmailField,
  args: { label: TEXTS.fr.email, isRequired: true },
  argTypes: { label: { control: false }, errorMessage: { control: false } },
  render: (args, { globals }) => {
    const t = storyText(TEXTS, globals);
    return (
      <form onSubmit={(event) => event.preventDefault()}>
        <EmailField
          {...args}
          label={t.email}
          errorMessage={(validation) =>
            validation.validationDetails.valueMissing ? t.required : t.notAnEmail
          }
        />
        <button type="submit">{t.check}</button>
      </form>
    );
  },
} satisfies Meta<typeof EmailField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, globals }) => {
    const input = canvas.getByRole('textbox', { name: storyText(TEXTS, globals).email });
    await expect(input).toHaveAttribute('type', 'email');
    await expect(input).toHaveAttribute('autocomplete', 'email');
  },
};

/** An address without an at sign: 'This field must be an e-mail address'. */
export const Invalid: Story = {
  play: async ({ canvas, userEvent, globals }) => {
    const t = storyText(TEXTS, globals);
    const input = canvas.getByRole('textbox', { name: t.email });
    await userEvent.type(input, 'not-an-address');
    await userEvent.click(canvas.getByRole('button', { name: t.check }));
    await expect(input).toHaveAccessibleDescription(t.notAnEmail);
  },
};

/** Nothing typed: 'This field is required'. */
export const Missing: Story = {
  play: async ({ canvas, userEvent, globals }) => {
    const t = storyText(TEXTS, globals);
    await userEvent.click(canvas.getByRole('button', { name: t.check }));
    await expect(canvas.getByRole('textbox', { name: t.email })).toHaveAccessibleDescription(t.required);
  },
};
