import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { type StoryLanguage, storyContent, storyText } from '../test/story-text.ts';
import { Button } from './button.tsx';

/** The story's texts in the five interface languages: the Locale toolbar picks one. */
const TEXTS = {
  fr: {
    continue: 'Continuer',
    back: 'Retour',
    saveForLater: 'Enregistrer pour plus tard',
    cancelRequest: 'Annuler ma demande',
    change: 'Modifier',
    payNow: 'Payer maintenant',
    saving: 'Enregistrement',
  },
  en: {
    continue: 'Continue',
    back: 'Back',
    saveForLater: 'Save for later',
    cancelRequest: 'Cancel my request',
    change: 'Change',
    payNow: 'Pay now',
    saving: 'Saving',
  },
  de: {
    continue: 'Weiter',
    back: 'Zurück',
    saveForLater: 'Für später speichern',
    cancelRequest: 'Meine Anfrage stornieren',
    change: 'Ändern',
    payNow: 'Jetzt bezahlen',
    saving: 'Wird gespeichert',
  },
  it: {
    continue: 'Continua',
    back: 'Indietro',
    saveForLater: 'Salva per dopo',
    cancelRequest: 'Annulla la mia richiesta',
    change: 'Modifica',
    payNow: 'Paga ora',
    saving: 'Salvataggio',
  },
  es: {
    continue: 'Continuar',
    back: 'Atrás',
    saveForLater: 'Guardar para más tarde',
    cancelRequest: 'Cancelar mi solicitud',
    change: 'Modificar',
    payNow: 'Pagar ahora',
    saving: 'Guardando',
  },
} as const satisfies Record<StoryLanguage, Record<string, string>>;

type TextKey = keyof typeof TEXTS.fr;

const meta = {
  title: 'Actions/Button',
  component: Button,
  args: { children: TEXTS.fr.continue, onPress: fn() },
  argTypes: {
    children: { control: false },
    pendingLabel: { control: false },
    variant: { control: 'inline-radio', options: ['primary', 'secondary', 'tertiary', 'danger'] },
    size: { control: 'inline-radio', options: ['sm', 'md', 'lg'] },
  },
  parameters: { text: 'continue' satisfies TextKey },
  render: (args, context) => <Button {...args}>{storyContent(TEXTS, context)}</Button>,
} satisfies Meta<typeof Button>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The one primary action of a page, md by default. */
export const Primary: Story = {
  play: async (context) => {
    const { canvas, userEvent, args } = context;
    const button = canvas.getByRole('button', { name: storyContent(TEXTS, context) });
    await expect(button).toHaveAttribute('data-size', 'md');
    await userEvent.click(button);
    await expect(args.onPress).toHaveBeenCalledOnce();
  },
};

export const Secondary: Story = {
  args: { variant: 'secondary' },
  parameters: { text: 'back' satisfies TextKey },
  play: Primary.play,
};

export const Tertiary: Story = {
  args: { variant: 'tertiary' },
  parameters: { text: 'saveForLater' satisfies TextKey },
  play: Primary.play,
};

export const Danger: Story = {
  args: { variant: 'danger' },
  parameters: { text: 'cancelRequest' satisfies TextKey },
  play: Primary.play,
};

export const Small: Story = { args: { size: 'sm' }, parameters: { text: 'change' satisfies TextKey } };

export const Large: Story = { args: { size: 'lg' }, parameters: { text: 'payNow' satisfies TextKey } };

/** Keyboard users reach it by Tab; the ring uses the tenant's focus colour. */
export const KeyboardFocus: Story = {
  play: async (context) => {
    const { canvas, userEvent, args } = context;
    await userEvent.tab();
    const button = canvas.getByRole('button', { name: storyContent(TEXTS, context) });
    await expect(button).toHaveFocus();
    await expect(button).toHaveAttribute('data-focus-visible', 'true');
    await userEvent.keyboard('{Enter}');
    await expect(args.onPress).toHaveBeenCalledOnce();
  },
};

export const Disabled: Story = {
  args: { isDisabled: true },
  play: async (context) => {
    const { canvas, userEvent, args } = context;
    const button = canvas.getByRole('button', { name: storyContent(TEXTS, context) });
    await expect(button).toBeDisabled();
    await userEvent.click(button);
    await expect(args.onPress).not.toHaveBeenCalled();
  },
};

/** Waiting for the server: focus stays, presses are ignored, the spinner is named for screen readers. */
export const Pending: Story = {
  args: { isPending: true, pendingLabel: TEXTS.fr.saving },
  render: (args, context) => (
    <Button {...args} isPending pendingLabel={storyText(TEXTS, context.globals).saving}>
      {storyContent(TEXTS, context)}
    </Button>
  ),
  play: async (context) => {
    const { canvas, userEvent, args, globals } = context;
    const button = canvas.getByRole('button', { name: new RegExp(storyContent(TEXTS, context)) });
    await expect(button).toHaveAttribute('data-pending', 'true');
    await expect(
      canvas.getByRole('progressbar', { name: storyText(TEXTS, globals).saving }),
    ).toBeInTheDocument();
    await userEvent.click(button);
    await expect(args.onPress).not.toHaveBeenCalled();
  },
};
