import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { type StoryLanguage, storyText } from '../test/story-text.ts';
import { SummaryList, type SummaryRow } from './summary-list.tsx';

/** The story's texts in the five interface languages: the Locale toolbar picks one. */
const TEXTS = {
  fr: {
    change: 'Modifier',
    activity: 'Activité',
    changeActivity: "Modifier l'activité",
    bakery: 'Boulangerie',
    address: 'Adresse',
    changeAddress: "Modifier l'adresse",
    price: 'Prix',
    perYear: '720,00 € par an',
  },
  en: {
    change: 'Change',
    activity: 'Activity',
    changeActivity: 'Change activity',
    bakery: 'Bakery',
    address: 'Address',
    changeAddress: 'Change address',
    price: 'Price',
    perYear: '€720.00 per year',
  },
  de: {
    change: 'Ändern',
    activity: 'Tätigkeit',
    changeActivity: 'Tätigkeit ändern',
    bakery: 'Bäckerei',
    address: 'Adresse',
    changeAddress: 'Adresse ändern',
    price: 'Preis',
    perYear: '720,00 € pro Jahr',
  },
  it: {
    change: 'Modifica',
    activity: 'Attività',
    changeActivity: "Modifica l'attività",
    bakery: 'Panetteria',
    address: 'Indirizzo',
    changeAddress: "Modifica l'indirizzo",
    price: 'Prezzo',
    perYear: '720,00 € all’anno',
  },
  es: {
    change: 'Modificar',
    activity: 'Actividad',
    changeActivity: 'Modificar la actividad',
    bakery: 'Panadería',
    address: 'Dirección',
    changeAddress: 'Modificar la dirección',
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
      action: { href: '#activity', label: t.change, accessibleLabel: t.changeActivity },
    },
    {
      id: 'address',
      term: t.address,
      value: '12 rue de la Paix\n75002 Paris',
      action: { href: '#address', label: t.change, accessibleLabel: t.changeAddress },
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
    await expect(canvas.getByRole('link', { name: t.changeAddress })).toHaveAttribute('href', '#address');
  },
};
