import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { type StoryLanguage, storyText } from '../test/story-text.ts';
import { type ScheduleEntry, ScheduleTable } from './schedule-table.tsx';

/** The story's texts in the five interface languages: the Locale toolbar picks one. */
const TEXTS = {
  fr: {
    caption: 'Vos prélèvements mensuels',
    heading: 'Échéancier',
    dueOn: 'Date',
    amount: 'Montant',
    december: '5 décembre 2026',
    january: '5 janvier 2027',
    february: '5 février 2027',
    first: '72,50 €',
    next: '60,00 €',
  },
  en: {
    caption: 'Your monthly debits',
    heading: 'Payment schedule',
    dueOn: 'Due on',
    amount: 'Amount',
    december: '5 December 2026',
    january: '5 January 2027',
    february: '5 February 2027',
    first: '€72.50',
    next: '€60.00',
  },
  de: {
    caption: 'Ihre monatlichen Lastschriften',
    heading: 'Zahlungsplan',
    dueOn: 'Fällig am',
    amount: 'Betrag',
    december: '5. Dezember 2026',
    january: '5. Januar 2027',
    february: '5. Februar 2027',
    first: '72,50 €',
    next: '60,00 €',
  },
  it: {
    caption: 'I tuoi addebiti mensili',
    heading: 'Piano dei pagamenti',
    dueOn: 'Scadenza',
    amount: 'Importo',
    december: '5 dicembre 2026',
    january: '5 gennaio 2027',
    february: '5 febbraio 2027',
    first: '72,50 €',
    next: '60,00 €',
  },
  es: {
    caption: 'Sus adeudos mensuales',
    heading: 'Calendario de pagos',
    dueOn: 'Vencimiento',
    amount: 'Importe',
    december: '5 de diciembre de 2026',
    january: '5 de enero de 2027',
    february: '5 de febrero de 2027',
    first: '72,50 €',
    next: '60,00 €',
  },
} as const satisfies Record<StoryLanguage, Record<string, string>>;

type Texts = Readonly<Record<keyof typeof TEXTS.fr, string>>;

function entries(t: Texts): ScheduleEntry[] {
  return [
    { id: '2026-12-05', dueOn: t.december, amount: t.first },
    { id: '2027-01-05', dueOn: t.january, amount: t.next },
    { id: '2027-02-05', dueOn: t.february, amount: t.next },
  ];
}

const meta = {
  title: 'Content/Schedule table',
  component: ScheduleTable,
  args: {
    caption: TEXTS.fr.caption,
    dueOnLabel: TEXTS.fr.dueOn,
    amountLabel: TEXTS.fr.amount,
    entries: entries(TEXTS.fr),
  },
  argTypes: {
    caption: { control: false },
    dueOnLabel: { control: false },
    amountLabel: { control: false },
    entries: { control: false },
  },
  render: (args, { globals }) => {
    const t = storyText(TEXTS, globals);
    return (
      <ScheduleTable
        {...args}
        caption={args.caption === undefined ? undefined : t.caption}
        dueOnLabel={t.dueOn}
        amountLabel={t.amount}
        entries={entries(t)}
      />
    );
  },
} satisfies Meta<typeof ScheduleTable>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The journey's debit calendar: the caption names the table. */
export const WithCaption: Story = {
  play: async ({ canvas, globals }) => {
    const t = storyText(TEXTS, globals);
    const table = canvas.getByRole('table', { name: t.caption });
    await expect(table).toBeVisible();
    await expect(canvas.getAllByRole('row')).toHaveLength(4);
    await expect(canvas.getByRole('columnheader', { name: t.dueOn })).toBeVisible();
  },
};

/** The customer space's schedule: the heading above names the table. */
export const NamedByHeading: Story = {
  args: { caption: undefined, labelledBy: 'schedule-heading' },
  render: (args, { globals }) => {
    const t = storyText(TEXTS, globals);
    return (
      <section>
        <h3 id="schedule-heading">{t.heading}</h3>
        <ScheduleTable {...args} dueOnLabel={t.dueOn} amountLabel={t.amount} entries={entries(t)} />
      </section>
    );
  },
  play: async ({ canvas, globals }) => {
    await expect(canvas.getByRole('table', { name: storyText(TEXTS, globals).heading })).toBeVisible();
  },
};
