import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { storyContent } from '../test/story-text.ts';
import { Heading } from './heading.tsx';

/** The story's texts in the five interface languages: the Locale toolbar picks one. */
const TEXTS = {
  fr: {
    activity: "Quelle est l'activité de votre entreprise ?",
    formula: 'Votre formule',
    covered: 'Ce qui est couvert',
    atHeight:
      'Votre entreprise emploie-t-elle des personnes qui travaillent sur des chantiers ou en hauteur ?',
  },
  en: {
    activity: 'What is your company’s activity?',
    formula: 'Your formula',
    covered: 'What is covered',
    atHeight: 'Does your company employ people who work on building sites or at height?',
  },
  de: {
    activity: 'Was ist die Tätigkeit Ihres Unternehmens?',
    formula: 'Ihr Tarif',
    covered: 'Was versichert ist',
    atHeight: 'Beschäftigt Ihr Unternehmen Personen, die auf Baustellen oder in der Höhe arbeiten?',
  },
  it: {
    activity: "Qual è l'attività della sua azienda?",
    formula: 'La sua formula',
    covered: 'Cosa è coperto',
    atHeight: 'La sua azienda impiega persone che lavorano in cantiere o in quota?',
  },
  es: {
    activity: '¿Cuál es la actividad de su empresa?',
    formula: 'Su fórmula',
    covered: 'Qué está cubierto',
    atHeight: '¿Su empresa emplea a personas que trabajan en obras o en altura?',
  },
} as const;

type TextKey = keyof typeof TEXTS.fr;

const meta = {
  title: 'Typography/Heading',
  component: Heading,
  args: { children: TEXTS.fr.activity },
  argTypes: { children: { control: false }, level: { control: 'inline-radio', options: [1, 2, 3, 4, 5, 6] } },
  parameters: { text: 'activity' satisfies TextKey },
  render: (args, context) => <Heading {...args}>{storyContent(TEXTS, context)}</Heading>,
} satisfies Meta<typeof Heading>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Level 1 by default: the page heading is the question. */
export const PageHeading: Story = {
  play: async (context) => {
    await expect(
      context.canvas.getByRole('heading', { level: 1, name: storyContent(TEXTS, context) }),
    ).toBeVisible();
  },
};

export const Section: Story = { args: { level: 2 }, parameters: { text: 'formula' satisfies TextKey } };

export const Subsection: Story = { args: { level: 3 }, parameters: { text: 'covered' satisfies TextKey } };

/** A long heading wraps on a 320px screen instead of overflowing. */
export const LongText: Story = {
  parameters: { text: 'atHeight' satisfies TextKey },
  globals: { viewport: { value: 'phone320' } },
};
