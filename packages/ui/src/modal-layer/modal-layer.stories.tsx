import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, waitFor } from 'storybook/test';
import { type StoryLanguage, storyText } from '../test/story-text.ts';
import { ModalDialog } from './modal-dialog.tsx';
import { ModalLayerProvider, useModalLayer } from './modal-layer.tsx';

/** The story's texts in the five interface languages: the Locale toolbar picks one. */
const TEXTS = {
  fr: {
    help: "Besoin d'aide ?",
    hours: 'Nos conseillers répondent de 9 h à 18 h.',
    openAnother: 'En ouvrir une autre',
    byEmail: "Recevoir l'offre par e-mail",
    stacks: 'Une deuxième fenêtre se superpose à la première.',
    close: 'Fermer',
    closeAll: 'Tout fermer',
    open: 'Ouvrir une fenêtre',
    isOpen: 'Une fenêtre est ouverte',
    noneOpen: "Aucune fenêtre n'est ouverte",
  },
  en: {
    help: 'Need help?',
    hours: 'Our advisers answer from 9 am to 6 pm.',
    openAnother: 'Open another',
    byEmail: 'Receive the offer by e-mail',
    stacks: 'A second modal stacks above the first one.',
    close: 'Close',
    closeAll: 'Close all',
    open: 'Open a modal',
    isOpen: 'A modal is open',
    noneOpen: 'No modal is open',
  },
  de: {
    help: 'Brauchen Sie Hilfe?',
    hours: 'Unsere Berater sind von 9 bis 18 Uhr für Sie da.',
    openAnother: 'Ein weiteres öffnen',
    byEmail: 'Angebot per E-Mail erhalten',
    stacks: 'Ein zweites Fenster legt sich über das erste.',
    close: 'Schließen',
    closeAll: 'Alle schließen',
    open: 'Ein Fenster öffnen',
    isOpen: 'Ein Fenster ist geöffnet',
    noneOpen: 'Kein Fenster ist geöffnet',
  },
  it: {
    help: 'Serve aiuto?',
    hours: 'I nostri consulenti rispondono dalle 9 alle 18.',
    openAnother: "Aprine un'altra",
    byEmail: "Ricevi l'offerta via e-mail",
    stacks: 'Una seconda finestra si sovrappone alla prima.',
    close: 'Chiudi',
    closeAll: 'Chiudi tutto',
    open: 'Apri una finestra',
    isOpen: 'Una finestra è aperta',
    noneOpen: 'Nessuna finestra è aperta',
  },
  es: {
    help: '¿Necesita ayuda?',
    hours: 'Nuestros asesores atienden de 9:00 a 18:00.',
    openAnother: 'Abrir otra',
    byEmail: 'Recibir la oferta por correo electrónico',
    stacks: 'Una segunda ventana se superpone a la primera.',
    close: 'Cerrar',
    closeAll: 'Cerrar todo',
    open: 'Abrir una ventana',
    isOpen: 'Hay una ventana abierta',
    noneOpen: 'No hay ninguna ventana abierta',
  },
} as const satisfies Record<StoryLanguage, Record<string, string>>;

type Texts = Readonly<Record<keyof typeof TEXTS.fr, string>>;

function Demo({ t }: { readonly t: Texts }) {
  const { openModal, closeAll, isModalOpen } = useModalLayer();
  const openSecond = () =>
    openModal(() => (
      <ModalDialog
        title={t.byEmail}
        closeLabel={t.close}
        footer={
          <button type="button" onClick={closeAll}>
            {t.closeAll}
          </button>
        }
      >
        <p>{t.stacks}</p>
      </ModalDialog>
    ));
  return (
    <>
      <p>{isModalOpen ? t.isOpen : t.noneOpen}</p>
      <button
        type="button"
        onClick={() =>
          openModal(() => (
            <ModalDialog title={t.help} closeLabel={t.close}>
              <p>{t.hours}</p>
              <button type="button" onClick={openSecond}>
                {t.openAnother}
              </button>
            </ModalDialog>
          ))
        }
      >
        {t.open}
      </button>
    </>
  );
}

const meta = {
  title: 'Overlays/Modal layer',
  component: ModalLayerProvider,
  args: { children: null },
  render: (_args, { globals }) => (
    <ModalLayerProvider>
      <Demo t={storyText(TEXTS, globals)} />
    </ModalLayerProvider>
  ),
} satisfies Meta<typeof ModalLayerProvider>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Nothing open: the page as usual. */
export const Closed: Story = {};

/** Two stacked modals (z-index 1000 then 1002); 'Close all' empties the layer. */
export const Stacked: Story = {
  play: async ({ canvas, userEvent, globals }) => {
    const t = storyText(TEXTS, globals);
    await userEvent.click(canvas.getByRole('button', { name: t.open }));
    await userEvent.click(await screen.findByRole('button', { name: t.openAnother }));
    const second = await screen.findByRole('dialog', { name: t.byEmail });
    await expect(second.closest<HTMLElement>('.sc-modal-layer__backdrop')?.style.zIndex).toBe('1002');
    await userEvent.click(screen.getByRole('button', { name: t.closeAll }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(canvas.getByText(t.noneOpen)).toBeVisible();
  },
};

/** Escape closes the top modal and gives focus back. */
export const EscapeCloses: Story = {
  play: async ({ canvas, userEvent, globals }) => {
    const t = storyText(TEXTS, globals);
    await userEvent.click(canvas.getByRole('button', { name: t.open }));
    await screen.findByRole('dialog', { name: t.help });
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(canvas.getByRole('button', { name: t.open })).toHaveFocus();
  },
};
