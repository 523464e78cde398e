import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, within } from 'storybook/test';
import { type StoryLanguage, storyText } from '../test/story-text.ts';
import { Stepper, type StepperStep } from './stepper.tsx';

/** The story's texts in the five interface languages: the Locale toolbar picks one. */
const TEXTS = {
  fr: {
    information: 'Informations',
    eligibility: 'Éligibilité',
    offer: 'Offre',
    contact: 'Coordonnées',
    documents: 'Documents',
    validation: 'Validation',
    signature: 'Signature',
    payment: 'Paiement',
    space: 'Espace client',
    progress: 'Votre progression',
    done: 'terminée',
    current: 'étape en cours',
    upcoming: 'non commencée',
    locked: 'verrouillée',
    allSteps: 'Toutes les étapes',
    compact: 'Étape {position} sur {total} : {label}',
  },
  en: {
    information: 'Information',
    eligibility: 'Eligibility',
    offer: 'Offer',
    contact: 'Contact details',
    documents: 'Documents',
    validation: 'Validation',
    signature: 'Signature',
    payment: 'Payment',
    space: 'Customer space',
    progress: 'Your progress',
    done: 'completed',
    current: 'current step',
    upcoming: 'not started',
    locked: 'locked',
    allSteps: 'All steps',
    compact: 'Step {position} of {total}: {label}',
  },
  de: {
    information: 'Angaben',
    eligibility: 'Berechtigung',
    offer: 'Angebot',
    contact: 'Kontaktdaten',
    documents: 'Unterlagen',
    validation: 'Prüfung',
    signature: 'Unterschrift',
    payment: 'Zahlung',
    space: 'Kundenbereich',
    progress: 'Ihr Fortschritt',
    done: 'abgeschlossen',
    current: 'aktueller Schritt',
    upcoming: 'nicht begonnen',
    locked: 'gesperrt',
    allSteps: 'Alle Schritte',
    compact: 'Schritt {position} von {total}: {label}',
  },
  it: {
    information: 'Informazioni',
    eligibility: 'Idoneità',
    offer: 'Offerta',
    contact: 'Recapiti',
    documents: 'Documenti',
    validation: 'Convalida',
    signature: 'Firma',
    payment: 'Pagamento',
    space: 'Area clienti',
    progress: 'I tuoi progressi',
    done: 'completato',
    current: 'passaggio attuale',
    upcoming: 'non iniziato',
    locked: 'bloccato',
    allSteps: 'Tutti i passaggi',
    compact: 'Passaggio {position} di {total}: {label}',
  },
  es: {
    information: 'Información',
    eligibility: 'Elegibilidad',
    offer: 'Oferta',
    contact: 'Datos de contacto',
    documents: 'Documentos',
    validation: 'Validación',
    signature: 'Firma',
    payment: 'Pago',
    space: 'Área de cliente',
    progress: 'Su progreso',
    done: 'completado',
    current: 'paso actual',
    upcoming: 'no iniciado',
    locked: 'bloqueado',
    allSteps: 'Todos los pasos',
    compact: 'Paso {position} de {total}: {label}',
  },
} as const satisfies Record<StoryLanguage, Record<string, string>>;

type TextKey = keyof typeof TEXTS.fr;
type Texts = Readonly<Record<TextKey, string>>;

/** The subscription's steps: each id with the key of its label. */
const STEPS = [
  ['information', 'information'],
  ['eligibility', 'eligibility'],
  ['offer', 'offer'],
  ['contact-details', 'contact'],
  ['documents', 'documents'],
  ['validation', 'validation'],
  ['signature', 'signature'],
  ['payment', 'payment'],
  ['customer-space', 'space'],
] as const satisfies readonly (readonly [string, TextKey])[];

/** The subscription sidebar with the visitor on step `current` (0-based); steps before it are done. */
function stepsAt(t: Texts, current: number, locked: readonly number[] = []): StepperStep[] {
  return STEPS.map(([id, key], index) => ({
    id,
    label: t[key],
    status: locked.includes(index)
      ? 'locked'
      : index < current
        ? 'done'
        : index === current
          ? 'current'
          : 'upcoming',
  }));
}

/** The compact header's text, 'Step 3 of 9: Offer'. */
const formatCompact = (t: Texts) => (position: number, total: number, label: string) =>
  t.compact
    .replace('{position}', String(position))
    .replace('{total}', String(total))
    .replace('{label}', label);

const meta = {
  title: 'Navigation/Stepper',
  component: Stepper,
  args: {
    steps: stepsAt(TEXTS.fr, 2),
    label: TEXTS.fr.progress,
    statusLabels: {
      done: TEXTS.fr.done,
      current: TEXTS.fr.current,
      upcoming: TEXTS.fr.upcoming,
      locked: TEXTS.fr.locked,
    },
    menuLabel: TEXTS.fr.allSteps,
    formatCompact: formatCompact(TEXTS.fr),
    onSelect: fn(),
  },
  argTypes: {
    steps: { control: false },
    label: { control: false },
    statusLabels: { control: false },
    menuLabel: { control: false },
    formatCompact: { control: false },
  },
  render: (args, { globals }) => {
    const t = storyText(TEXTS, globals);
    // The story's steps keep their statuses; their labels follow the toolbar's language.
    const labels = new Map(stepsAt(t, 0).map((step) => [step.id, step.label]));
    return (
      <Stepper
        {...args}
        steps={args.steps.map((step) => ({ ...step, label: labels.get(step.id) ?? step.label }))}
        label={t.progress}
        statusLabels={{ done: t.done, current: t.current, upcoming: t.upcoming, locked: t.locked }}
        menuLabel={t.allSteps}
        formatCompact={formatCompact(t)}
      />
    );
  },
} satisfies Meta<typeof Stepper>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Wide screens: the sidebar. Done steps link back. */
export const Sidebar: Story = {
  globals: { viewport: { value: 'desktop' } },
  play: async ({ canvas, userEvent, args, globals }) => {
    const t = storyText(TEXTS, globals);
    const list = canvas.getByRole('list');
    await expect(list).toBeVisible();
    await expect(canvas.getByText(formatCompact(t)(3, 9, t.offer))).not.toBeVisible();
    await userEvent.click(within(list).getByRole('link', { name: (name) => name.startsWith(t.eligibility) }));
    await expect(args.onSelect).toHaveBeenCalledWith('eligibility');
  },
};

export const FirstStep: Story = { args: { steps: stepsAt(TEXTS.fr, 0) } };

/** After signing, earlier steps are locked. */
export const LockedSteps: Story = { args: { steps: stepsAt(TEXTS.fr, 7, [0, 1, 2, 3, 4, 5, 6]) } };

/** A phone: the compact header 'Step 3 of 9: Offer' and its menu of steps. */
export const PhoneHeader: Story = {
  globals: { viewport: { value: 'phone320' } },
  play: async ({ canvas, userEvent, globals }) => {
    const t = storyText(TEXTS, globals);
    await expect(canvas.getByText(formatCompact(t)(3, 9, t.offer))).toBeVisible();
    await expect(canvas.getByRole('list', { hidden: true })).not.toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: t.allSteps }));
    const menu = await screen.findByRole('menu', { name: t.allSteps });
    await expect(within(menu).getAllByRole('menuitem')).toHaveLength(9);
  },
};
