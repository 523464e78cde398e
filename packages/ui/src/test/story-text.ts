import type { Language } from '@souscrire/i18n';

/**
 * The interface languages the Storybook toolbar offers: the product's (`@souscrire/i18n`'s list, read as a type
 * only, so that a language added there asks every story for its texts).
 */
export type StoryLanguage = Language;

/** A story's texts in each interface language: every language has every key. */
export type StoryTexts<Key extends string> = Readonly<Record<StoryLanguage, Readonly<Record<Key, string>>>>;

function isStoryLanguage<Key extends string>(texts: StoryTexts<Key>, value: unknown): value is StoryLanguage {
  return typeof value === 'string' && Object.hasOwn(texts, value);
}

/**
 * Picks a story's texts in the language of the Storybook `locale` global, French when it is unset (as in
 * the preview's initial globals). Render and play functions both read it, so the play function finds the
 * texts the story shows in whatever language it runs.
 *
 * @example
 * const TEXTS = { fr: { label: 'Adresse e-mail' }, en: { label: 'E-mail address' }, ... } as const;
 * render: (args, { globals }) => <EmailField label={storyText(TEXTS, globals).label} />
 */
export function storyText<Key extends string>(
  texts: StoryTexts<Key>,
  globals: { readonly locale?: unknown },
): Readonly<Record<Key, string>> {
  return texts[isStoryLanguage(texts, globals.locale) ? globals.locale : 'fr'];
}

/**
 * Which texts of a story's table a field story shows as its label, description and error message, set in
 * the story's `parameters.fieldTexts` (story parameters merge into the meta's, so a story names only what
 * it changes).
 */
export type FieldTextKeys<Key extends string> = {
  readonly label: Key;
  readonly description?: Key;
  readonly errorMessage?: Key;
};

/** A field's label, description and error message in the toolbar's language. */
export type FieldTexts = {
  readonly label: string;
  readonly description: string | undefined;
  readonly errorMessage: string | undefined;
};

/**
 * The label, description and error message a field story shows: its `parameters.fieldTexts` keys, read in
 * the language of the Locale toolbar.
 *
 * @example
 * parameters: { fieldTexts: { label: 'company' } satisfies FieldTextKeys<keyof typeof TEXTS.fr> },
 * render: (args, context) => <TextField {...args} {...fieldTexts(TEXTS, context)} />
 */
export function fieldTexts<Key extends string>(
  texts: StoryTexts<Key>,
  context: {
    readonly globals: { readonly locale?: unknown };
    readonly parameters: { readonly [name: string]: unknown };
  },
): FieldTexts {
  const t = storyText(texts, context.globals);
  const keys = context.parameters.fieldTexts as FieldTextKeys<Key>;
  return {
    label: t[keys.label],
    description: keys.description && t[keys.description],
    errorMessage: keys.errorMessage && t[keys.errorMessage],
  };
}

/**
 * The text a story shows as its content (a button's or a heading's children): the key its
 * `parameters.text` names, in the language of the Locale toolbar.
 *
 * @example
 * parameters: { text: 'continue' },
 * render: (args, context) => <Button {...args}>{storyContent(TEXTS, context)}</Button>
 */
export function storyContent<Key extends string>(
  texts: StoryTexts<Key>,
  context: {
    readonly globals: { readonly locale?: unknown };
    readonly parameters: { readonly [name: string]: unknown };
  },
): string {
  return storyText(texts, context.globals)[context.parameters.text as Key];
}
