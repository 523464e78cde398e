import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, waitFor, within } from 'storybook/test';
import { Button } from '../button/button.tsx';
import { Checkbox } from '../checkbox/checkbox.tsx';
import { EmailField } from '../email-field/email-field.tsx';
import { RadioGroup } from '../radio-group/radio-group.tsx';
import { storyText } from '../test/story-text.ts';
import { Form } from './form.tsx';

/** The story's texts in the five interface languages: the Locale toolbar picks one. */
const TEXTS = {
  fr: {
    problem: 'Il y a un problème',
    email: 'Adresse e-mail',
    required: 'Ce champ est obligatoire',
    notAnEmail: 'Ce champ doit être une adresse e-mail',
    frequency: 'À quelle fréquence voulez-vous payer ?',
    frequencyError: 'Choisissez à quelle fréquence payer',
    monthly: 'Mensuel',
    yearly: 'Annuel',
    terms: "J'accepte les conditions",
    termsError: 'Vous devez accepter les conditions pour continuer.',
    continue: 'Continuer',
    alreadyCustomer: 'Cette adresse e-mail a déjà un espace client : connectez-vous',
  },
  en: {
    problem: 'There is a problem',
    email: 'E-mail address',
    required: 'This field is required',
    notAnEmail: 'This field must be an e-mail address',
    frequency: 'How often do you want to pay?',
    frequencyError: 'Choose how often you want to pay',
    monthly: 'Monthly',
    yearly: 'Yearly',
    terms: 'I accept the conditions',
    termsError: 'You must accept conditions before proceeding.',
    continue: 'Continue',
    alreadyCustomer: 'This e-mail address already has a customer space: log in instead',
  },
  de: {
    problem: 'Es gibt ein Problem',
    email: 'E-Mail-Adresse',
    required: 'Dieses Feld ist erforderlich',
    notAnEmail: 'Dieses Feld muss eine E-Mail-Adresse sein',
    frequency: 'Wie oft möchten Sie zahlen?',
    frequencyError: 'Wählen Sie, wie oft Sie zahlen möchten',
    monthly: 'Monatlich',
    yearly: 'Jährlich',
    terms: 'Ich akzeptiere die Bedingungen',
    termsError: 'Sie müssen die Bedingungen akzeptieren, um fortzufahren.',
    continue: 'Weiter',
    alreadyCustomer: 'Diese E-Mail-Adresse hat bereits einen Kundenbereich: Bitte melden Sie sich an',
  },
  it: {
    problem: 'Si è verificato un problema',
    email: 'Indirizzo e-mail',
    required: 'Questo campo è obbligatorio',
    notAnEmail: 'Questo campo deve essere un indirizzo e-mail',
    frequency: 'Con quale frequenza vuoi pagare?',
    frequencyError: 'Scegli con quale frequenza pagare',
    monthly: 'Mensile',
    yearly: 'Annuale',
    terms: 'Accetto le condizioni',
    termsError: 'Devi accettare le condizioni per procedere.',
    continue: 'Continua',
    alreadyCustomer: "Questo indirizzo e-mail ha già un'area clienti: accedi",
  },
  es: {
    problem: 'Hay un problema',
    email: 'Dirección de correo electrónico',
    required: 'Este campo es obligatorio',
    notAnEmail: 'Este campo debe ser una dirección de correo electrónico',
    frequency: '¿Con qué frecuencia quiere pagar?',
    frequencyError: 'Elija con qué frecuencia pagar',
    monthly: 'Mensual',
    yearly: 'Anual',
    terms: 'Acepto las condiciones',
    termsError: 'Debe aceptar las condiciones para continuar.',
    continue: 'Continuar',
    alreadyCustomer: 'Esta dirección de correo electrónico ya tiene un área de cliente: inicie sesión',
  },
} as const;

const meta = {
  title: 'Forms/Form',
  component: Form,
  // The summary's title follows the Locale toolbar, like the story's other texts.
  args: { errorSummaryTitle: TEXTS.fr.problem, onSubmit: fn(), children: null },
  argTypes: { errorSummaryTitle: { control: false } },
  render: (args, { globals }) => {
    const t = storyText(TEXTS, globals);
    return (
      <Form
        {...args}
        errorSummaryTitle={t.problem}
        onSubmit={(event) => {
          event.preventDefault();
          args.onSubmit?.(event);
        }}
      >
        <EmailField
          name="email"
          label={t.email}
          isRequired
          errorMessage={(v) => (v.validationDetails.valueMissing ? t.required : t.notAnEmail)}
        />
        <RadioGroup
          name="frequency"
          label={t.frequency}
          isRequired
          errorMessage={t.frequencyError}
          options={[
            { value: 'monthly', label: t.monthly },
            { value: 'annual', label: t.yearly },
          ]}
        />
        <Checkbox name="terms" label={t.terms} isRequired errorMessage={t.termsError} />
        <div>
          <Button type="submit">{t.continue}</Button>
        </div>
      </Form>
    );
  },
} satisfies Meta<typeof Form>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};

/** A failed submit shows the summary, focused, each error a link to its field. */
export const ErrorSummary: Story = {
  play: async ({ canvas, userEvent, args, globals }) => {
    const t = storyText(TEXTS, globals);
    await userEvent.click(canvas.getByRole('button', { name: t.continue }));
    const summary = await canvas.findByRole('region', { name: t.problem });
    await waitFor(() => expect(summary).toHaveFocus());
    const links = within(summary).getAllByRole('link');
    await expect(links.map((link) => link.textContent)).toEqual([t.required, t.frequencyError, t.termsError]);
    await userEvent.click(within(summary).getByRole('link', { name: t.frequencyError }));
    await expect(canvas.getByRole('radio', { name: t.monthly })).toHaveFocus();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const Submitted: Story = {
  play: async ({ canvas, userEvent, args, globals }) => {
    const t = storyText(TEXTS, globals);
    await userEvent.type(canvas.getByRole('textbox', { name: t.email }), 'ada@example.com');
    await userEvent.click(canvas.getByText(t.yearly));
    await userEvent.click(canvas.getByText(t.terms));
    await userEvent.click(canvas.getByRole('button', { name: t.continue }));
    await expect(args.onSubmit).toHaveBeenCalledOnce();
    await expect(canvas.queryByRole('region', { name: t.problem })).toBeNull();
  },
};

function ServerErrorsDemo({ t }: { readonly t: Readonly<Record<keyof typeof TEXTS.fr, string>> }) {
  const [errors, setErrors] = useState<Record<string, string>>({});
  return (
    <Form
      errorSummaryTitle={t.problem}
      validationErrors={errors}
      onSubmit={(event) => {
        event.preventDefault();
        setErrors({ email: t.alreadyCustomer });
      }}
    >
      <EmailField name="email" label={t.email} defaultValue="ada@example.com" />
      <div>
        <Button type="submit">{t.continue}</Button>
      </div>
    </Form>
  );
}

/** The server's validation errors land on their fields and in the summary. */
export const ServerErrors: Story = {
  render: (_args, { globals }) => <ServerErrorsDemo t={storyText(TEXTS, globals)} />,
  play: async ({ canvas, userEvent, globals }) => {
    const t = storyText(TEXTS, globals);
    await userEvent.click(canvas.getByRole('button', { name: t.continue }));
    const summary = await canvas.findByRole('region', { name: t.problem });
    await waitFor(() => expect(summary).toHaveFocus());
    await expect(canvas.getByRole('textbox', { name: t.email })).toHaveAccessibleDescription(
      t.alreadyCustomer,
    );
  },
};

/** The same on a 320px phone: the summary and its links wrap, links stay 44px tall. */
export const ErrorSummaryOnPhone: Story = { ...ErrorSummary, globals: { viewport: { value: 'phone320' } } };
