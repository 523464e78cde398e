import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, within } from 'storybook/test';
import { type StoryLanguage, storyText } from '../test/story-text.ts';
import { ComboBox, type ComboBoxOption } from './combo-box.tsx';

/** The story's texts in the five interface languages: the Locale toolbar picks one. */
const TEXTS = {
  fr: {
    label: 'Votre activité',
    description: 'Saisissez au moins 2 lettres de votre métier',
    prompt: 'Saisissez au moins 2 caractères',
    loading: 'Recherche…',
    noResults: 'Aucune activité trouvée',
    searchError: 'La recherche est indisponible, réessayez dans un instant',
    invalid: 'Choisissez votre activité dans la liste',
    bakery: 'Boulangerie et pâtisserie',
    bar: 'Bar, café',
    carpentry: 'Menuiserie',
    software: 'Programmation informatique',
  },
  en: {
    label: 'Your activity',
    description: 'Type at least 2 letters of your trade',
    prompt: 'Type at least 2 characters',
    loading: 'Searching…',
    noResults: 'No activity found',
    searchError: 'The search is unavailable, try again in a moment',
    invalid: 'Choose your activity in the list',
    bakery: 'Bakery and pastry',
    bar: 'Bar, café',
    carpentry: 'Carpentry',
    software: 'Software development',
  },
  de: {
    label: 'Ihre Tätigkeit',
    description: 'Geben Sie mindestens 2 Buchstaben Ihres Berufs ein',
    prompt: 'Geben Sie mindestens 2 Zeichen ein',
    loading: 'Suche läuft…',
    noResults: 'Keine Tätigkeit gefunden',
    searchError: 'Die Suche ist nicht verfügbar, versuchen Sie es gleich noch einmal',
    invalid: 'Wählen Sie Ihre Tätigkeit aus der Liste',
    bakery: 'Bäckerei und Konditorei',
    bar: 'Bar, Café',
    carpentry: 'Tischlerei',
    software: 'Softwareentwicklung',
  },
  it: {
    label: 'La tua attività',
    description: 'Digita almeno 2 lettere del tuo mestiere',
    prompt: 'Digita almeno 2 caratteri',
    loading: 'Ricerca in corso…',
    noResults: 'Nessuna attività trovata',
    searchError: 'La ricerca non è disponibile, riprova tra un momento',
    invalid: "Scegli la tua attività nell'elenco",
    bakery: 'Panetteria e pasticceria',
    bar: 'Bar, caffè',
    carpentry: 'Falegnameria',
    software: 'Sviluppo software',
  },
  es: {
    label: 'Su actividad',
    description: 'Escriba al menos 2 letras de su oficio',
    prompt: 'Escriba al menos 2 caracteres',
    loading: 'Buscando…',
    noResults: 'No se ha encontrado ninguna actividad',
    searchError: 'La búsqueda no está disponible, inténtelo de nuevo en un momento',
    invalid: 'Elija su actividad en la lista',
    bakery: 'Panadería y pastelería',
    bar: 'Bar, cafetería',
    carpentry: 'Carpintería',
    software: 'Desarrollo de software',
  },
} as const satisfies Record<StoryLanguage, Record<string, string>>;

type Texts = Readonly<Record<keyof typeof TEXTS.fr, string>>;

/** The activities in the toolbar's language: ids and NAF codes are the same in every one. */
function activities(t: Texts): ComboBoxOption[] {
  return [
    { id: '10.71C', label: t.bakery, description: 'NAF 10.71C' },
    { id: '56.30Z', label: t.bar, description: 'NAF 56.30Z' },
    { id: '43.32A', label: t.carpentry, description: 'NAF 43.32A' },
    { id: '62.01Z', label: t.software, description: 'NAF 62.01Z' },
  ];
}

/** A stand-in for the core API over some activities: answers after 300 ms, unless aborted. */
function searchIn(options: readonly ComboBoxOption[]) {
  return (query: string, signal: AbortSignal): Promise<readonly ComboBoxOption[]> =>
    new Promise((resolve, reject) => {
      const timer = setTimeout(() => {
        const needle = query.toLowerCase();
        resolve(options.filter((option) => option.label.toLowerCase().includes(needle)));
      }, 300);
      signal.addEventListener('abort', () => {
        clearTimeout(timer);
        reject(signal.reason);
      });
    });
}

/** How a story's stand-in search answers, set in its `parameters.search`. */
const SEARCHES = {
  activities: (t: Texts) => searchIn(activities(t)),
  pending: () => () => new Promise<readonly ComboBoxOption[]>(() => {}),
  failing: () => () => Promise.reject(new Error('503 Service Unavailable')),
} as const;

const meta = {
  title: 'Forms/ComboBox',
  component: ComboBox,
  args: {
    label: TEXTS.fr.label,
    description: TEXTS.fr.description,
    onSearch: SEARCHES.activities(TEXTS.fr),
    promptText: TEXTS.fr.prompt,
    loadingText: TEXTS.fr.loading,
    noResultsText: TEXTS.fr.noResults,
    searchErrorText: TEXTS.fr.searchError,
    onItemChange: fn(),
  },
  argTypes: {
    label: { control: false },
    description: { control: false },
    onSearch: { control: false },
    promptText: { control: false },
    loadingText: { control: false },
    noResultsText: { control: false },
    searchErrorText: { control: false },
    errorMessage: { control: false },
    defaultItem: { control: false },
  },
  parameters: { search: 'activities' satisfies keyof typeof SEARCHES },
  render: (args, { globals, parameters }) => {
    const t = storyText(TEXTS, globals);
    const chosen = args.defaultItem && activities(t).find((option) => option.id === args.defaultItem?.id);
    return (
      <ComboBox
        {...args}
        label={t.label}
        description={t.description}
        onSearch={SEARCHES[parameters.search as keyof typeof SEARCHES](t)}
        promptText={t.prompt}
        loadingText={t.loading}
        noResultsText={t.noResults}
        searchErrorText={t.searchError}
        errorMessage={args.isInvalid ? t.invalid : undefined}
        defaultItem={chosen}
      />
    );
  },
} satisfies Meta<typeof ComboBox>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Results after 2 characters and a pause (UX: searches); react-aria announces how many. */
export const Search: Story = {
  play: async ({ canvas, userEvent, args, globals }) => {
    const t = storyText(TEXTS, globals);
    const input = canvas.getByRole('combobox', { name: t.label });
    await userEvent.type(input, 'ba');
    const listbox = await screen.findByRole('listbox');
    const option = await within(listbox).findByRole(
      'option',
      { name: (name) => name.startsWith(t.bar) },
      { timeout: 3000 },
    );
    await userEvent.click(option);
    await expect(input).toHaveValue(t.bar);
    await expect(args.onItemChange).toHaveBeenCalledWith(activities(t)[1]);
  },
};

/** Fewer than 2 characters: the list says what to do. */
export const Prompt: Story = {
  play: async ({ canvas, userEvent, globals }) => {
    const t = storyText(TEXTS, globals);
    await userEvent.type(canvas.getByRole('combobox', { name: t.label }), 'b');
    await expect(await screen.findByText(t.prompt)).toBeVisible();
  },
};

export const NoResults: Story = {
  play: async ({ canvas, userEvent, globals }) => {
    const t = storyText(TEXTS, globals);
    await userEvent.type(canvas.getByRole('combobox', { name: t.label }), 'zz');
    await expect(await screen.findByText(t.noResults, {}, { timeout: 3000 })).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: { search: 'pending' satisfies keyof typeof SEARCHES },
  play: async ({ canvas, userEvent, globals }) => {
    const t = storyText(TEXTS, globals);
    await userEvent.type(canvas.getByRole('combobox', { name: t.label }), 'ba');
    await expect(await screen.findByText(t.loading)).toBeVisible();
  },
};

export const SearchFailed: Story = {
  parameters: { search: 'failing' satisfies keyof typeof SEARCHES },
  play: async ({ canvas, userEvent, globals }) => {
    const t = storyText(TEXTS, globals);
    await userEvent.type(canvas.getByRole('combobox', { name: t.label }), 'ba');
    await expect(await screen.findByText(t.searchError)).toBeVisible();
  },
};

export const Invalid: Story = {
  args: { isInvalid: true },
  play: async ({ canvas, globals }) => {
    const t = storyText(TEXTS, globals);
    await expect(canvas.getByRole('combobox', { name: t.label })).toHaveAccessibleDescription(
      `${t.description} ${t.invalid}`,
    );
  },
};

/** A returning visitor sees the activity chosen before; no search runs until they type. */
export const EarlierChoice: Story = {
  args: { defaultItem: activities(TEXTS.fr)[2] },
  play: async ({ canvas, globals }) => {
    const t = storyText(TEXTS, globals);
    await expect(canvas.getByRole('combobox', { name: t.label })).toHaveValue(t.carpentry);
  },
};

export const Disabled: Story = { args: { isDisabled: true, defaultItem: activities(TEXTS.fr)[0] } };
