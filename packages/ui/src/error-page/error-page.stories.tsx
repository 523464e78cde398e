import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { storyText } from '../test/story-text.ts';
import { ErrorPage } from './error-page.tsx';

/** The story's texts in the five interface languages: the Locale toolbar picks one. */
const TEXTS = {
  fr: {
    notFound: 'Page introuvable',
    mistyped: "L'adresse est peut-être mal saisie, ou la page a été déplacée.",
    goHome: "Aller à la page d'accueil",
    maintenance: 'Nous faisons de la maintenance',
    backSoon: 'Le service revient dans quelques minutes. Vos réponses sont enregistrées.',
    team: "L'équipe souscription",
    wrong: "Une erreur s'est produite",
    tryAgainDetails: 'Veuillez réessayer. Si le problème persiste, contactez-nous.',
    tryAgain: 'Réessayer',
  },
  en: {
    notFound: 'Page not found',
    mistyped: 'The address may be mistyped, or the page has moved.',
    goHome: 'Go to the home page',
    maintenance: 'We are doing some maintenance',
    backSoon: 'The service will be back in a few minutes. Your answers are saved.',
    team: 'The subscription team',
    wrong: 'Something went wrong',
    tryAgainDetails: 'Please try again. If the problem persists, contact us.',
    tryAgain: 'Try again',
  },
  de: {
    notFound: 'Seite nicht gefunden',
    mistyped: 'Die Adresse ist vielleicht falsch geschrieben, oder die Seite wurde verschoben.',
    goHome: 'Zur Startseite',
    maintenance: 'Wir führen Wartungsarbeiten durch',
    backSoon: 'Der Dienst ist in wenigen Minuten wieder da. Ihre Antworten sind gespeichert.',
    team: 'Das Abschluss-Team',
    wrong: 'Etwas ist schiefgelaufen',
    tryAgainDetails: 'Bitte versuchen Sie es erneut. Wenn das Problem weiter besteht, kontaktieren Sie uns.',
    tryAgain: 'Erneut versuchen',
  },
  it: {
    notFound: 'Pagina non trovata',
    mistyped: "L'indirizzo potrebbe essere errato, o la pagina è stata spostata.",
    goHome: 'Vai alla pagina iniziale',
    maintenance: 'Stiamo facendo manutenzione',
    backSoon: 'Il servizio tornerà tra pochi minuti. Le sue risposte sono salvate.',
    team: 'Il team sottoscrizioni',
    wrong: 'Si è verificato un errore',
    tryAgainDetails: 'Riprovi. Se il problema persiste, ci contatti.',
    tryAgain: 'Riprova',
  },
  es: {
    notFound: 'Página no encontrada',
    mistyped: 'Es posible que la dirección esté mal escrita o que la página se haya movido.',
    goHome: 'Ir a la página de inicio',
    maintenance: 'Estamos haciendo mantenimiento',
    backSoon: 'El servicio volverá en unos minutos. Sus respuestas están guardadas.',
    team: 'El equipo de suscripción',
    wrong: 'Algo ha fallado',
    tryAgainDetails: 'Vuelva a intentarlo. Si el problema persiste, contáctenos.',
    tryAgain: 'Reintentar',
  },
} as const;

const meta = {
  title: 'Pages/Error page',
  component: ErrorPage,
  args: { title: TEXTS.fr.notFound },
  argTypes: {
    title: { control: false },
    details: { control: false },
    signature: { control: false },
    action: { control: false },
  },
  render: (args, { globals }) => {
    const t = storyText(TEXTS, globals);
    return (
      <ErrorPage
        {...args}
        title={t.notFound}
        details={t.mistyped}
        action={{ label: t.goHome, href: '#home' }}
      />
    );
  },
} satisfies Meta<typeof ErrorPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const NotFound: Story = {
  play: async ({ canvas, globals }) => {
    const t = storyText(TEXTS, globals);
    await expect(canvas.getByRole('link', { name: t.goHome })).toHaveAttribute('href', '#home');
  },
};

/** Maintenance, with a signature line. */
export const Maintenance: Story = {
  render: (args, { globals }) => {
    const t = storyText(TEXTS, globals);
    return <ErrorPage {...args} title={t.maintenance} details={t.backSoon} signature={t.team} />;
  },
};

/** The retry action's handler: the FatalError story checks that a press reaches it. */
const retry = fn();

/** The generic fatal error with its retry button. */
export const FatalError: Story = {
  render: (args, { globals }) => {
    const t = storyText(TEXTS, globals);
    return (
      <ErrorPage
        {...args}
        title={t.wrong}
        details={t.tryAgainDetails}
        action={{ label: t.tryAgain, onPress: retry }}
      />
    );
  },
  play: async ({ canvas, userEvent, globals }) => {
    await userEvent.click(canvas.getByRole('button', { name: storyText(TEXTS, globals).tryAgain }));
    await expect(retry).toHaveBeenCalled();
  },
};
