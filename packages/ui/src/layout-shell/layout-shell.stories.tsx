import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Footer } from '../footer/footer.tsx';
import { Stepper, type StepperStep } from '../stepper/stepper.tsx';
import { type StoryLanguage, storyText } from '../test/story-text.ts';
import { LayoutShell } from './layout-shell.tsx';

/** The story's texts in the five interface languages: the Locale toolbar picks one. */
const TEXTS = {
  fr: {
    insurer: 'Votre assureur',
    skip: 'Aller au contenu principal',
    help: "Besoin d'aide ?",
    title: 'Choisissez votre formule',
    intro: "Trois formules, de l'essentiel à la couverture complète.",
    information: 'Informations',
    eligibility: 'Éligibilité',
    offer: 'Offre',
    documents: 'Documents',
    signature: 'Signature',
    payment: 'Paiement',
    progress: 'Votre progression',
    done: 'terminée',
    current: 'étape en cours',
    upcoming: 'non commencée',
    locked: 'verrouillée',
    allSteps: 'Toutes les étapes',
    compact: 'Étape {position} sur {total} : {label}',
    about: 'À propos',
    legalNotice: 'Mentions légales',
  },
  en: {
    insurer: 'Your insurer',
    skip: 'Skip to main content',
    help: 'Need help?',
    title: 'Choose your formula',
    intro: 'Three formulas, from the essentials to full cover.',
    information: 'Information',
    eligibility: 'Eligibility',
    offer: 'Offer',
    documents: 'Documents',
    signature: 'Signature',
    payment: 'Payment',
    progress: 'Your progress',
    done: 'completed',
    current: 'current step',
    upcoming: 'not started',
    locked: 'locked',
    allSteps: 'All steps',
    compact: 'Step {position} of {total}: {label}',
    about: 'About us',
    legalNotice: 'Legal notice',
  },
  de: {
    insurer: 'Ihr Versicherer',
    skip: 'Zum Hauptinhalt springen',
    help: 'Brauchen Sie Hilfe?',
    title: 'Wählen Sie Ihren Tarif',
    intro: 'Drei Tarife, vom Wesentlichen bis zum vollen Schutz.',
    information: 'Angaben',
    eligibility: 'Berechtigung',
    offer: 'Angebot',
    documents: 'Unterlagen',
    signature: 'Unterschrift',
    payment: 'Zahlung',
    progress: 'Ihr Fortschritt',
    done: 'abgeschlossen',
    current: 'aktueller Schritt',
    upcoming: 'nicht begonnen',
    locked: 'gesperrt',
    allSteps: 'Alle Schritte',
    compact: 'Schritt {position} von {total}: {label}',
    about: 'Über uns',
    legalNotice: 'Impressum',
  },
  it: {
    insurer: 'Il tuo assicuratore',
    skip: 'Vai al contenuto principale',
    help: 'Serve aiuto?',
    title: 'Scegli la tua formula',
    intro: "Tre formule, dall'essenziale alla copertura completa.",
    information: 'Informazioni',
    eligibility: 'Idoneità',
    offer: 'Offerta',
    documents: 'Documenti',
    signature: 'Firma',
    payment: 'Pagamento',
    progress: 'I tuoi progressi',
    done: 'completato',
    current: 'passaggio attuale',
    upcoming: 'non iniziato',
    locked: 'bloccato',
    allSteps: 'Tutti i passaggi',
    compact: 'Passaggio {position} di {total}: {label}',
    about: 'Chi siamo',
    legalNotice: 'Note legali',
  },
  es: {
    insurer: 'Su aseguradora',
    skip: 'Ir al contenido principal',
    help: '¿Necesita ayuda?',
    title: 'Elija su fórmula',
    intro: 'Tres fórmulas, de lo esencial a la cobertura completa.',
    information: 'Información',
    eligibility: 'Elegibilidad',
    offer: 'Oferta',
    documents: 'Documentos',
    signature: 'Firma',
    payment: 'Pago',
    progress: 'Su progreso',
    done: 'completado',
    current: 'paso actual',
    upcoming: 'no iniciado',
    locked: 'bloqueado',
    allSteps: 'Todos los pasos',
    compact: 'Paso {position} de {total}: {label}',
    about: 'Sobre nosotros',
    legalNotice: 'Aviso legal',
  },
} as const satisfies Record<StoryLanguage, Record<string, string>>;

type Texts = Readonly<Record<keyof typeof TEXTS.fr, string>>;

function Logo({ name }: { readonly name: string }) {
  return (
    <svg role="img" aria-label={name} viewBox="0 0 180 32" width="180" height="32">
      <rect width="32" height="32" rx="8" fill="var(--sc-color-primary)" />
      <text x="42" y="22" fontSize="16" fontWeight="700" fill="var(--sc-color-text)">
        {name}
      </text>
    </svg>
  );
}

function Sidebar({ t }: { readonly t: Texts }) {
  const pages: readonly (readonly [string, string])[] = [
    ['information', t.information],
    ['eligibility', t.eligibility],
    ['offer', t.offer],
    ['documents', t.documents],
    ['signature', t.signature],
    ['payment', t.payment],
  ];
  const steps: StepperStep[] = pages.map(([id, label], index) => ({
    id,
    label,
    status: index < 2 ? 'done' : index === 2 ? 'current' : 'upcoming',
    href: `#${id}`,
  }));
  return (
    <Stepper
      steps={steps}
      label={t.progress}
      statusLabels={{ done: t.done, current: t.current, upcoming: t.upcoming, locked: t.locked }}
      menuLabel={t.allSteps}
      formatCompact={(position, total, label) =>
        t.compact
          .replace('{position}', String(position))
          .replace('{total}', String(total))
          .replace('{label}', label)
      }
    />
  );
}

const meta = {
  title: 'Layout/Layout shell',
  component: LayoutShell,
  parameters: { layout: 'fullscreen', sidebar: true },
  args: { logo: null, skipLinkLabel: TEXTS.fr.skip, children: null },
  argTypes: {
    logo: { control: false },
    skipLinkLabel: { control: false },
    headerActions: { control: false },
    sidebar: { control: false },
    footer: { control: false },
    children: { control: false },
  },
  render: (args, { globals, parameters }) => {
    const t = storyText(TEXTS, globals);
    return (
      <LayoutShell
        {...args}
        logo={<Logo name={t.insurer} />}
        skipLinkLabel={t.skip}
        headerActions={<button type="button">{t.help}</button>}
        sidebar={parameters.sidebar === true ? <Sidebar t={t} /> : undefined}
        footer={
          <Footer
            layoutColumns={2}
            columns={[{ title: t.about, links: [{ label: t.legalNotice, href: '#legal' }] }]}
            legal={`© 2026 ${t.insurer}`}
          />
        }
      >
        <h1>{t.title}</h1>
        <p>{t.intro}</p>
      </LayoutShell>
    );
  },
} satisfies Meta<typeof LayoutShell>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The subscription layout on a wide screen: sidebar column. */
export const Subscription: Story = {
  globals: { viewport: { value: 'desktop' } },
  play: async ({ canvas, userEvent, globals }) => {
    const t = storyText(TEXTS, globals);
    await userEvent.tab();
    const skip = canvas.getByRole('link', { name: t.skip });
    await expect(skip).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByRole('main')).toHaveFocus();
    await expect(canvas.getByRole('heading', { level: 1, name: t.title })).toBeVisible();
  },
};

/** The subscription layout on a phone: the compact step header above the page. */
export const SubscriptionPhone: Story = { globals: { viewport: { value: 'phone320' } } };

/** The default layout: no sidebar. */
export const Default: Story = { parameters: { sidebar: false } };
