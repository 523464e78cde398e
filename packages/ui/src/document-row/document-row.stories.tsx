import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { type StoryLanguage, storyContent, storyText } from '../test/story-text.ts';
import { type DocumentAcknowledgement, DocumentRow, type DocumentRowProps } from './document-row.tsx';

/** The story's texts in the five interface languages: the Locale toolbar picks one. */
const TEXTS = {
  fr: {
    conditions: 'Conditions générales',
    ipid: "Document d'information sur le produit d'assurance responsabilité civile professionnelle (IPID)",
    size: 'PDF, 240 Ko',
    open: 'Ouvrir',
    download: 'Télécharger',
    read: "J'ai lu ce document",
    tick: 'Cochez la case pour confirmer que vous avez lu ce document',
    continue: 'Continuer',
  },
  en: {
    conditions: 'General conditions',
    ipid: 'Information document on the insurance product for professional civil liability (IPID)',
    size: 'PDF, 240 KB',
    open: 'Open',
    download: 'Download',
    read: 'I have read this document',
    tick: 'Tick the box to confirm you have read this document',
    continue: 'Continue',
  },
  de: {
    conditions: 'Allgemeine Versicherungsbedingungen',
    ipid: 'Informationsblatt zum Versicherungsprodukt für die Berufshaftpflichtversicherung (IPID)',
    size: 'PDF, 240 KB',
    open: 'Öffnen',
    download: 'Herunterladen',
    read: 'Ich habe dieses Dokument gelesen',
    tick: 'Kreuzen Sie das Kästchen an, um zu bestätigen, dass Sie dieses Dokument gelesen haben',
    continue: 'Weiter',
  },
  it: {
    conditions: 'Condizioni generali',
    ipid: 'Documento informativo sul prodotto assicurativo di responsabilità civile professionale (IPID)',
    size: 'PDF, 240 KB',
    open: 'Apri',
    download: 'Scarica',
    read: 'Ho letto questo documento',
    tick: 'Spunta la casella per confermare di aver letto questo documento',
    continue: 'Continua',
  },
  es: {
    conditions: 'Condiciones generales',
    ipid: 'Documento de información sobre el producto de seguro de responsabilidad civil profesional (IPID)',
    size: 'PDF, 240 KB',
    open: 'Abrir',
    download: 'Descargar',
    read: 'He leído este documento',
    tick: 'Marque la casilla para confirmar que ha leído este documento',
    continue: 'Continuar',
  },
} as const satisfies Record<StoryLanguage, Record<string, string>>;

type TextKey = keyof typeof TEXTS.fr;
type Texts = Readonly<Record<TextKey, string>>;

/** A story's acknowledgement with its texts in the toolbar's language (the error only where it has one). */
function translated(acknowledgement: DocumentAcknowledgement, t: Texts): DocumentAcknowledgement {
  const { errorMessage, ...rest } = acknowledgement;
  return { ...rest, label: t.read, ...(errorMessage === undefined ? {} : { errorMessage: t.tick }) };
}

/** The row with the story's args, its texts in the language of the Locale toolbar. */
function rowInLanguage(
  args: DocumentRowProps,
  context: { readonly globals: { readonly locale?: unknown }; readonly parameters: Record<string, unknown> },
) {
  const t = storyText(TEXTS, context.globals);
  return (
    <DocumentRow
      {...args}
      name={storyContent(TEXTS, context)}
      description={t.size}
      openLabel={t.open}
      downloadLabel={t.download}
      acknowledgement={args.acknowledgement && translated(args.acknowledgement, t)}
    />
  );
}

const meta = {
  title: 'Content/Document row',
  component: DocumentRow,
  args: {
    name: TEXTS.fr.conditions,
    description: TEXTS.fr.size,
    openHref: '#general-conditions',
    openLabel: TEXTS.fr.open,
    downloadHref: '#general-conditions-download',
    downloadLabel: TEXTS.fr.download,
    downloadFileName: 'general-conditions.pdf',
  },
  argTypes: {
    name: { control: false },
    description: { control: false },
    openLabel: { control: false },
    downloadLabel: { control: false },
    acknowledgement: { control: false },
  },
  parameters: { text: 'conditions' satisfies TextKey },
  render: rowInLanguage,
} satisfies Meta<typeof DocumentRow>;

export default meta;
type Story = StoryObj<typeof meta>;

export const OpenAndDownload: Story = {
  play: async ({ canvas, globals }) => {
    const t = storyText(TEXTS, globals);
    await expect(canvas.getByText(t.conditions)).toBeVisible();
    await expect(canvas.getByRole('link', { name: t.download })).toHaveAttribute(
      'download',
      'general-conditions.pdf',
    );
  },
};

/** With the acknowledgement tick of the documents screen. */
export const Acknowledge: Story = {
  args: { acknowledgement: { label: TEXTS.fr.read, onChange: fn() } },
  play: async ({ canvas, userEvent, args, globals }) => {
    await userEvent.click(canvas.getByRole('checkbox', { name: storyText(TEXTS, globals).read }));
    await expect(canvas.getByRole('checkbox')).toBeChecked();
    await expect(args.acknowledgement?.onChange).toHaveBeenCalledWith(true);
  },
};

export const Acknowledged: Story = {
  args: { acknowledgement: { label: TEXTS.fr.read, defaultSelected: true } },
};

/** Submitted without the tick. */
export const AcknowledgementMissing: Story = {
  args: { acknowledgement: { label: TEXTS.fr.read, isRequired: true, errorMessage: TEXTS.fr.tick } },
  render: (args, context) => (
    <form
      onSubmit={(event) => {
        event.preventDefault();
      }}
    >
      {rowInLanguage(args, context)}
      <button type="submit">{storyText(TEXTS, context.globals).continue}</button>
    </form>
  ),
  play: async ({ canvas, userEvent, globals }) => {
    const t = storyText(TEXTS, globals);
    await userEvent.click(canvas.getByRole('button', { name: t.continue }));
    await expect(await canvas.findByText(t.tick)).toBeVisible();
  },
};

export const LongName: Story = { parameters: { text: 'ipid' satisfies TextKey } };
