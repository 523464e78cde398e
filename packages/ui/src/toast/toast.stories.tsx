import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, waitFor, within } from 'storybook/test';
import { type StoryLanguage, storyText } from '../test/story-text.ts';
import { ToastProvider, useToasts } from './toast.tsx';
import type { ToastInput } from './toast-queue.ts';

/** The story's texts in the five interface languages: the Locale toolbar picks one. */
const TEXTS = {
  fr: {
    notifications: 'Notifications',
    close: 'Fermer',
    loading: 'Chargement',
    show: 'Afficher une notification',
    showAnother: 'En afficher une autre',
    saved: 'Vos réponses sont enregistrées',
    comeBack: 'Vous pouvez y revenir à tout moment.',
    second: 'Deuxième notification',
    linkSent: 'Lien envoyé',
    checkInbox: 'Consultez votre boîte de réception pour continuer plus tard.',
    sessionEnds: 'Votre session se termine bientôt',
    saveAnswers: 'Enregistrez vos réponses pour les conserver.',
    offerFailed: "L'offre n'a pas pu être envoyée",
    pleaseRetry: 'Veuillez réessayer.',
    newVersion: 'Nouvelle version disponible',
    retry: 'Réessayer',
    getHelp: "Obtenir de l'aide",
  },
  en: {
    notifications: 'Notifications',
    close: 'Close',
    loading: 'Loading',
    show: 'Show toast',
    showAnother: 'Show another',
    saved: 'Your answers are saved',
    comeBack: 'You can come back to them at any time.',
    second: 'Second toast',
    linkSent: 'Link sent',
    checkInbox: 'Check your inbox to continue later.',
    sessionEnds: 'Your session ends soon',
    saveAnswers: 'Save your answers to keep them.',
    offerFailed: 'The offer could not be sent',
    pleaseRetry: 'Please try again.',
    newVersion: 'New version available',
    retry: 'Try again',
    getHelp: 'Get help',
  },
  de: {
    notifications: 'Benachrichtigungen',
    close: 'Schließen',
    loading: 'Wird geladen',
    show: 'Benachrichtigung anzeigen',
    showAnother: 'Weitere anzeigen',
    saved: 'Ihre Antworten sind gespeichert',
    comeBack: 'Sie können jederzeit darauf zurückkommen.',
    second: 'Zweite Benachrichtigung',
    linkSent: 'Link gesendet',
    checkInbox: 'Sehen Sie in Ihrem Posteingang nach, um später fortzufahren.',
    sessionEnds: 'Ihre Sitzung endet bald',
    saveAnswers: 'Speichern Sie Ihre Antworten, um sie zu behalten.',
    offerFailed: 'Das Angebot konnte nicht gesendet werden',
    pleaseRetry: 'Bitte versuchen Sie es erneut.',
    newVersion: 'Neue Version verfügbar',
    retry: 'Erneut versuchen',
    getHelp: 'Hilfe erhalten',
  },
  it: {
    notifications: 'Notifiche',
    close: 'Chiudi',
    loading: 'Caricamento',
    show: 'Mostra notifica',
    showAnother: "Mostrane un'altra",
    saved: 'Le tue risposte sono salvate',
    comeBack: 'Puoi tornarci in qualsiasi momento.',
    second: 'Seconda notifica',
    linkSent: 'Link inviato',
    checkInbox: 'Controlla la tua casella di posta per continuare più tardi.',
    sessionEnds: 'La tua sessione sta per scadere',
    saveAnswers: 'Salva le tue risposte per conservarle.',
    offerFailed: "Non è stato possibile inviare l'offerta",
    pleaseRetry: 'Riprova più tardi.',
    newVersion: 'Nuova versione disponibile',
    retry: 'Riprova',
    getHelp: 'Chiedi aiuto',
  },
  es: {
    notifications: 'Notificaciones',
    close: 'Cerrar',
    loading: 'Cargando',
    show: 'Mostrar notificación',
    showAnother: 'Mostrar otra',
    saved: 'Sus respuestas se han guardado',
    comeBack: 'Puede volver a ellas en cualquier momento.',
    second: 'Segunda notificación',
    linkSent: 'Enlace enviado',
    checkInbox: 'Consulte su bandeja de entrada para continuar más tarde.',
    sessionEnds: 'Su sesión terminará pronto',
    saveAnswers: 'Guarde sus respuestas para conservarlas.',
    offerFailed: 'No se ha podido enviar la oferta',
    pleaseRetry: 'Inténtelo de nuevo.',
    newVersion: 'Nueva versión disponible',
    retry: 'Reintentar',
    getHelp: 'Obtener ayuda',
  },
} as const satisfies Record<StoryLanguage, Record<string, string>>;

type Texts = Readonly<Record<keyof typeof TEXTS.fr, string>>;

/** The toasts the stories show, each in the toolbar's language. */
const TOASTS = {
  saved: (t: Texts): ToastInput => ({ title: t.saved, message: t.comeBack }),
  linkSent: (t: Texts): ToastInput => ({ title: t.linkSent, message: t.checkInbox, type: 'success' }),
  sessionEnds: (t: Texts): ToastInput => ({ title: t.sessionEnds, message: t.saveAnswers, type: 'warning' }),
  offerFailed: (t: Texts): ToastInput => ({
    title: t.offerFailed,
    message: t.pleaseRetry,
    type: 'error',
    timeout: 0,
  }),
  newVersion: (t: Texts): ToastInput => ({
    title: t.newVersion,
    theme: 'dark',
    color: 'primary',
    timeout: 0,
  }),
  withActions: (t: Texts): ToastInput => ({
    title: t.offerFailed,
    type: 'error',
    timeout: 0,
    actions: [
      { label: t.retry, type: 'primary', handle: () => new Promise((resolve) => setTimeout(resolve, 300)) },
      { label: t.getHelp, href: '#help' },
    ],
  }),
} as const;

function ShowButton({ toast, label }: { readonly toast: ToastInput; readonly label: string }) {
  const toasts = useToasts();
  return (
    <button type="button" onClick={() => toasts.show(toast)}>
      {label}
    </button>
  );
}

interface DemoArgs {
  /** Which toast the first button shows. */
  readonly toast: keyof typeof TOASTS;
}

const meta = {
  title: 'Feedback/Toast',
  args: { toast: 'saved' },
  argTypes: { toast: { control: 'select', options: Object.keys(TOASTS) } },
  render: ({ toast }, { globals }) => {
    const t = storyText(TEXTS, globals);
    return (
      <ToastProvider label={t.notifications} closeLabel={t.close} loadingLabel={t.loading}>
        <ShowButton toast={TOASTS[toast](t)} label={t.show} />
        <ShowButton toast={{ title: t.second, type: 'success' }} label={t.showAnother} />
      </ToastProvider>
    );
  },
} satisfies Meta<DemoArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

type PlayContext = Parameters<NonNullable<Story['play']>>[0];

async function showToast({ canvas, userEvent, globals }: PlayContext) {
  const t = storyText(TEXTS, globals);
  await userEvent.click(canvas.getByRole('button', { name: t.show }));
  return screen.findByRole('region', { name: t.notifications });
}

/** Default type info, 10 s. */
export const Info: Story = {
  play: async (context) => {
    const region = await showToast(context);
    const { title } = TOASTS[context.args.toast](storyText(TEXTS, context.globals));
    await expect(within(region).getByText(title)).toBeVisible();
  },
};

export const Success: Story = { args: { toast: 'linkSent' }, play: Info.play };

export const Warning: Story = { args: { toast: 'sessionEnds' }, play: Info.play };

export const ErrorToast: Story = { name: 'Error', args: { toast: 'offerFailed' }, play: Info.play };

/** Dark theme, primary colour. */
export const DarkPrimary: Story = { args: { toast: 'newVersion' }, play: Info.play };

/** A new toast goes on top. */
export const NewestOnTop: Story = {
  play: async (context) => {
    const { canvas, userEvent, globals } = context;
    const t = storyText(TEXTS, globals);
    const region = await showToast(context);
    await userEvent.click(canvas.getByRole('button', { name: t.showAnother }));
    await waitFor(() => expect(within(region).getAllByRole('alertdialog')).toHaveLength(2));
    const first = within(region).getAllByRole('alertdialog')[0];
    await expect(first).toHaveTextContent(t.second);
  },
};

/** Actions: a link, and an asynchronous action that shows loading until done, then closes the toast. */
export const Actions: Story = {
  args: { toast: 'withActions' },
  play: async (context) => {
    const { userEvent, globals } = context;
    const t = storyText(TEXTS, globals);
    const region = await showToast(context);
    await expect(within(region).getByRole('link', { name: t.getHelp })).toBeVisible();
    await userEvent.click(within(region).getByRole('button', { name: t.retry }));
    await expect(within(region).getByRole('progressbar', { name: t.loading })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText(t.offerFailed)).not.toBeInTheDocument());
  },
};

/** The close button removes the toast. */
export const Close: Story = {
  play: async (context) => {
    const { userEvent, globals } = context;
    const t = storyText(TEXTS, globals);
    const region = await showToast(context);
    await userEvent.click(within(region).getByRole('button', { name: t.close }));
    await waitFor(() =>
      expect(screen.queryByRole('region', { name: t.notifications })).not.toBeInTheDocument(),
    );
  },
};
