import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, waitFor } from 'storybook/test';
import { ModalLayerProvider } from '../modal-layer/modal-layer.tsx';
import { type StoryLanguage, storyText } from '../test/story-text.ts';
import { ConfirmDialog } from './confirm-dialog.tsx';
import { useConfirm } from './use-confirm.tsx';

/** The story's texts in the five interface languages: the Locale toolbar picks one. */
const TEXTS = {
  fr: {
    title: 'Supprimer ce bénéficiaire effectif ?',
    message: 'Ses informations seront effacées de votre demande.',
    yes: 'Oui',
    no: 'Non',
    remove: 'Supprimer',
    removed: 'Supprimé',
    kept: 'Conservé',
  },
  en: {
    title: 'Remove this beneficial owner?',
    message: 'Their details will be deleted from your request.',
    yes: 'Yes',
    no: 'No',
    remove: 'Remove',
    removed: 'Removed',
    kept: 'Kept',
  },
  de: {
    title: 'Diesen wirtschaftlich Berechtigten entfernen?',
    message: 'Seine Angaben werden aus Ihrem Antrag gelöscht.',
    yes: 'Ja',
    no: 'Nein',
    remove: 'Entfernen',
    removed: 'Entfernt',
    kept: 'Behalten',
  },
  it: {
    title: 'Rimuovere questo titolare effettivo?',
    message: 'I suoi dati saranno cancellati dalla tua richiesta.',
    yes: 'Sì',
    no: 'No',
    remove: 'Rimuovi',
    removed: 'Rimosso',
    kept: 'Mantenuto',
  },
  es: {
    title: '¿Eliminar este titular real?',
    message: 'Sus datos se borrarán de su solicitud.',
    yes: 'Sí',
    no: 'No',
    remove: 'Eliminar',
    removed: 'Eliminado',
    kept: 'Conservado',
  },
} as const satisfies Record<StoryLanguage, Record<string, string>>;

type Texts = Readonly<Record<keyof typeof TEXTS.fr, string>>;

function AskDemo({ t }: { readonly t: Texts }) {
  const confirm = useConfirm();
  const [answer, setAnswer] = useState('');
  return (
    <>
      <button
        type="button"
        onClick={async () => {
          const yes = await confirm({ title: t.title, message: t.message, yesLabel: t.yes, noLabel: t.no });
          setAnswer(yes ? t.removed : t.kept);
        }}
      >
        {t.remove}
      </button>
      <output>{answer}</output>
    </>
  );
}

const meta = {
  title: 'Overlays/Confirm dialog',
  component: ConfirmDialog,
  args: {
    title: TEXTS.fr.title,
    message: TEXTS.fr.message,
    yesLabel: TEXTS.fr.yes,
    noLabel: TEXTS.fr.no,
    onYes: fn(),
    onNo: fn(),
  },
  render: (_args, { globals }) => (
    <ModalLayerProvider>
      <AskDemo t={storyText(TEXTS, globals)} />
    </ModalLayerProvider>
  ),
} satisfies Meta<typeof ConfirmDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The question, asked with `useConfirm()`. */
export const Ask: Story = {
  play: async ({ canvas, userEvent, globals }) => {
    const t = storyText(TEXTS, globals);
    await userEvent.click(canvas.getByRole('button', { name: t.remove }));
    await screen.findByRole('alertdialog', { name: t.title });
    await waitFor(() => expect(screen.getByRole('button', { name: t.no })).toHaveFocus());
  },
};

/** Yes confirms. */
export const AnswerYes: Story = {
  play: async ({ canvas, userEvent, globals }) => {
    const t = storyText(TEXTS, globals);
    await userEvent.click(canvas.getByRole('button', { name: t.remove }));
    await userEvent.click(await screen.findByRole('button', { name: t.yes }));
    await expect(await canvas.findByText(t.removed)).toBeVisible();
  },
};

/** No keeps things as they were. */
export const AnswerNo: Story = {
  play: async ({ canvas, userEvent, globals }) => {
    const t = storyText(TEXTS, globals);
    await userEvent.click(canvas.getByRole('button', { name: t.remove }));
    await userEvent.click(await screen.findByRole('button', { name: t.no }));
    await expect(await canvas.findByText(t.kept)).toBeVisible();
  },
};
