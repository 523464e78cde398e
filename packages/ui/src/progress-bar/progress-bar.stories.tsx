import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { storyText } from '../test/story-text.ts';
import { ProgressBar } from './progress-bar.tsx';

/** The story's texts in the five interface languages: the Locale toolbar picks one. */
const TEXTS = {
  fr: {
    progress: 'Votre progression',
    step: 'Étape {n} sur 9',
    upload: 'Envoi',
    loading: 'Chargement de votre offre',
  },
  en: { progress: 'Your progress', step: 'Step {n} of 9', upload: 'Upload', loading: 'Loading your offer' },
  de: {
    progress: 'Ihr Fortschritt',
    step: 'Schritt {n} von 9',
    upload: 'Hochladen',
    loading: 'Ihr Angebot wird geladen',
  },
  it: {
    progress: 'I suoi progressi',
    step: 'Passo {n} di 9',
    upload: 'Caricamento',
    loading: 'Caricamento della sua offerta',
  },
  es: { progress: 'Su progreso', step: 'Paso {n} de 9', upload: 'Carga', loading: 'Cargando su oferta' },
} as const;

const meta = {
  title: 'Feedback/Progress bar',
  component: ProgressBar,
  args: { label: TEXTS.fr.progress, value: 3, maxValue: 9 },
  argTypes: { label: { control: false }, valueLabel: { control: false } },
  render: (args, { globals }) => {
    const t = storyText(TEXTS, globals);
    return (
      <ProgressBar {...args} label={t.progress} valueLabel={t.step.replace('{n}', String(args.value))} />
    );
  },
} satisfies Meta<typeof ProgressBar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Steps: Story = {
  play: async ({ canvas, globals }) => {
    const t = storyText(TEXTS, globals);
    const bar = canvas.getByRole('progressbar', { name: t.progress });
    await expect(bar).toHaveAttribute('aria-valuenow', '3');
    await expect(bar).toHaveAttribute('aria-valuetext', t.step.replace('{n}', '3'));
  },
};

/** The default value text: a percentage in the toolbar's locale. */
export const Percentage: Story = {
  args: { value: 40, maxValue: 100 },
  render: (args, { globals }) => <ProgressBar {...args} label={storyText(TEXTS, globals).upload} />,
};

export const Empty: Story = { args: { value: 0 } };

export const Complete: Story = { args: { value: 9 } };

export const Indeterminate: Story = {
  args: { isIndeterminate: true },
  render: (args, { globals }) => <ProgressBar {...args} label={storyText(TEXTS, globals).loading} />,
};
