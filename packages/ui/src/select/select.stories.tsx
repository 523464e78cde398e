import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, within } from 'storybook/test';
import { type StoryLanguage, storyText } from '../test/story-text.ts';
import { Select, type SelectOption } from './select.tsx';

/** The story's texts in the five interface languages: the Locale toolbar picks one. */
const TEXTS = {
  fr: {
    label: 'Produit',
    placeholder: 'Choisissez un produit',
    empty: 'Aucun produit disponible',
    description: "Vous pourrez en ajouter d'autres plus tard",
    liability: 'Responsabilité civile professionnelle',
    multirisk: 'Multirisque',
    multiriskNote: 'Locaux, matériel et stock',
    cyber: 'Cyber-risques',
    fleet: 'Flotte automobile',
  },
  en: {
    label: 'Product',
    placeholder: 'Choose a product',
    empty: 'No product available',
    description: 'You can add others later',
    liability: 'Professional liability',
    multirisk: 'Multi-risk',
    multiriskNote: 'Premises, equipment and stock',
    cyber: 'Cyber risks',
    fleet: 'Vehicle fleet',
  },
  de: {
    label: 'Produkt',
    placeholder: 'Wählen Sie ein Produkt',
    empty: 'Kein Produkt verfügbar',
    description: 'Sie können später weitere hinzufügen',
    liability: 'Berufshaftpflicht',
    multirisk: 'Inhaltsversicherung',
    multiriskNote: 'Räume, Ausstattung und Warenbestand',
    cyber: 'Cyberrisiken',
    fleet: 'Fuhrpark',
  },
  it: {
    label: 'Prodotto',
    placeholder: 'Scegli un prodotto',
    empty: 'Nessun prodotto disponibile',
    description: 'Potrai aggiungerne altri in seguito',
    liability: 'Responsabilità civile professionale',
    multirisk: 'Multirischio',
    multiriskNote: 'Locali, attrezzature e scorte',
    cyber: 'Rischi informatici',
    fleet: 'Flotta aziendale',
  },
  es: {
    label: 'Producto',
    placeholder: 'Elija un producto',
    empty: 'Ningún producto disponible',
    description: 'Podrá añadir otros más adelante',
    liability: 'Responsabilidad civil profesional',
    multirisk: 'Multirriesgo',
    multiriskNote: 'Locales, equipos y existencias',
    cyber: 'Ciberriesgos',
    fleet: 'Flota de vehículos',
  },
} as const satisfies Record<StoryLanguage, Record<string, string>>;

type Texts = Readonly<Record<keyof typeof TEXTS.fr, string>>;

function products(t: Texts): SelectOption[] {
  return [
    { id: 'rc-pro', label: t.liability },
    { id: 'multirisk', label: t.multirisk, description: t.multiriskNote },
    { id: 'cyber', label: t.cyber },
    { id: 'fleet', label: t.fleet, isDisabled: true },
  ];
}

/** The field's name: the placeholder shown, then the label. */
const fieldName = (t: Texts) => (name: string) => name.includes(t.placeholder);

const meta = {
  title: 'Forms/Select',
  component: Select,
  args: {
    label: TEXTS.fr.label,
    placeholder: TEXTS.fr.placeholder,
    emptyText: TEXTS.fr.empty,
    items: products(TEXTS.fr),
    onChange: fn(),
  },
  argTypes: {
    label: { control: false },
    placeholder: { control: false },
    emptyText: { control: false },
    items: { control: false },
    description: { control: false },
    errorMessage: { control: false },
  },
  render: (args, { globals }) => {
    const t = storyText(TEXTS, globals);
    // The story's products keep their ids; their texts follow the toolbar's language.
    const translated = new Map(products(t).map((product) => [product.id, product]));
    return (
      <Select
        {...args}
        label={t.label}
        placeholder={t.placeholder}
        emptyText={t.empty}
        items={[...args.items].map((item) => translated.get(item.id) ?? item)}
        description={args.description === undefined ? undefined : t.description}
        errorMessage={args.isInvalid ? t.placeholder : undefined}
      />
    );
  },
} satisfies Meta<typeof Select>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, userEvent, args, globals }) => {
    const t = storyText(TEXTS, globals);
    await userEvent.click(canvas.getByRole('button', { name: fieldName(t) }));
    const listbox = await screen.findByRole('listbox');
    await userEvent.click(
      within(listbox).getByRole('option', { name: (name) => name.startsWith(t.multirisk) }),
    );
    await expect(args.onChange).toHaveBeenCalledWith('multirisk');
  },
};

/** The home page's dropdown with no product: 'no product available'. */
export const Empty: Story = {
  args: { items: [] },
  play: async ({ canvas, userEvent, globals }) => {
    const t = storyText(TEXTS, globals);
    await userEvent.click(canvas.getByRole('button', { name: fieldName(t) }));
    const listbox = await screen.findByRole('listbox');
    await expect(within(listbox).getByText(t.empty)).toBeVisible();
  },
};

export const WithDescription: Story = { args: { description: TEXTS.fr.description } };

export const Invalid: Story = {
  args: { isInvalid: true },
  play: async ({ canvas, globals }) => {
    const t = storyText(TEXTS, globals);
    await expect(canvas.getByRole('button', { name: fieldName(t) })).toHaveAccessibleDescription(
      t.placeholder,
    );
  },
};

export const Disabled: Story = {
  args: { isDisabled: true },
  play: async ({ canvas, globals }) => {
    await expect(canvas.getByRole('button', { name: fieldName(storyText(TEXTS, globals)) })).toBeDisabled();
  },
};
