import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, waitFor } from 'storybook/test';
import { storyText } from '../test/story-text.ts';
import { ProcessingOverlay } from './processing-overlay.tsx';

/** The story's texts in the five interface languages: the Locale toolbar picks one. */
const TEXTS = {
  fr: {
    processing: 'Traitement en cours, ne quittez pas la page',
    pay: 'Payer 42,00 €',
    bankMayAsk: 'Votre banque peut vous demander de confirmer le paiement.',
  },
  en: {
    processing: 'Processing, do not leave the page',
    pay: 'Pay €42.00',
    bankMayAsk: 'Your bank may ask you to confirm the payment.',
  },
  de: {
    processing: 'Wird verarbeitet, verlassen Sie die Seite nicht',
    pay: '42,00 € bezahlen',
    bankMayAsk: 'Ihre Bank bittet Sie möglicherweise, die Zahlung zu bestätigen.',
  },
  it: {
    processing: 'Elaborazione in corso, non lasci la pagina',
    pay: 'Paga 42,00 €',
    bankMayAsk: 'La sua banca potrebbe chiederle di confermare il pagamento.',
  },
  es: {
    processing: 'Procesando, no abandone la página',
    pay: 'Pagar 42,00 €',
    bankMayAsk: 'Su banco puede pedirle que confirme el pago.',
  },
} as const;

const meta = {
  title: 'Overlays/Processing overlay',
  component: ProcessingOverlay,
  args: { isOpen: true, message: TEXTS.fr.processing },
  argTypes: { message: { control: false }, description: { control: false } },
  render: (args, { globals }) => {
    const t = storyText(TEXTS, globals);
    return (
      <>
        <button type="button">{t.pay}</button>
        <ProcessingOverlay
          {...args}
          message={t.processing}
          description={args.description === undefined ? undefined : t.bankMayAsk}
        />
      </>
    );
  },
} satisfies Meta<typeof ProcessingOverlay>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Open: focus is held in the overlay and Escape does nothing. */
export const Open: Story = {
  play: async ({ userEvent, globals }) => {
    const name = storyText(TEXTS, globals).processing;
    const dialog = await screen.findByRole('alertdialog', { name });
    await waitFor(() => expect(dialog).toHaveFocus());
    await userEvent.keyboard('{Escape}');
    await userEvent.tab();
    await expect(dialog).toBeVisible();
    await expect(dialog.contains(document.activeElement)).toBe(true);
  },
};

/** With a description, shown in the toolbar's language. */
export const WithDescription: Story = {
  args: { description: TEXTS.fr.bankMayAsk },
  play: async ({ globals }) => {
    await expect(await screen.findByText(storyText(TEXTS, globals).bankMayAsk)).toBeVisible();
  },
};

export const Closed: Story = { args: { isOpen: false } };
