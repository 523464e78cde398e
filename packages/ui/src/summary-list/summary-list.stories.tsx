import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { type StoryLanguage, storyText } from '../test/story-text.ts';
import { SummaryList, type SummaryRow } from './summary-list.tsx';

/** The story's texts in the five interface languages: the Locale toolbar picks one. */
const TEXTS = {
  fr: {
    change: 'Modifier',
    activity: 'Activité',
    bakery: 'Boulangerie',
    address: 'Adresse',
    price: 'Prix',
    perYear: '720,00 € par an',
  },
  en: {
    change: 'Change',
    activity: 'Activity',
    bakery: 'Bakery',
    address: 'Address',
    price: 'Price',
    perYear: '€720.00 per year',
  },
  de: {
    change: 'Ändern',
    activity: 'Tätigkeit',
    bakery: 'Bäckerei',
    address: 'Adresse',
    price: 'Preis',
    perYear: '720,00 € pro Jahr',
  },
  it: {
    change: 'Modifica',
    activity: 'Attività',
    bakery: 'Panetteria',
    address: 'Indirizzo',
    price: 'Prezzo',
    perYear: '720,00 € all’anno',
  },
  es: {
    change: 'Modificar',
    activity: 'Actividad',
    bakery: 'Panadería',
    address: 'Dirección',
    price: 'Precio',
    perYear: '720,00 € al año',
  },
} as const satisfies Record<StoryLanguage, Record<string, string>>;

type Texts = Readonly<Record<keyof typeof TEXTS.fr, string>>;

function rows(t: Texts): SummaryRow[] {
  return [
    {
      id: 'activity',
      term: t.activity,
      value: t.bakery,
      action: { href: '#activity', label: t.change, hiddenLabel: t.activity },
    },
    {
      id: 'address',
      term: t.address,
      value: '12 rue de la Paix\n75002 Paris',
      action: { href: '#address', label: t.change, hiddenLabel: t.address },
    },
    { id: 'price', term: t.price, value: t.perYear },
  ];
}

const meta = {
  title: 'Content/Summary list',
  component: SummaryList,
  args: { rows: rows(TEXTS.fr) },
  argTypes: { rows: { control: false } },
  render: (args, { globals }) => <SummaryList {...args} rows={rows(storyText(TEXTS, globals))} />,
} satisfies Meta<typeof SummaryList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** 'Check your answers': each answer with a Change link named after it. */
export const CheckYourAnswers: Story = {
  play: async ({ canvas, globals }) => {
    const t = storyText(TEXTS, globals);
    await expect(canvas.getByRole('link', { name: `${t.change} ${t.address}` })).toHaveAttribute(
      'href',
      '#address',
    );
  },
};
