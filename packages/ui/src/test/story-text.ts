/** The five interface languages the Storybook toolbar offers. */
export type StoryLanguage = 'fr' | 'en' | 'de' | 'it' | 'es';

/** A story's texts in each interface language: every language has every key. */
export type StoryTexts<Key extends string> = Readonly<Record<StoryLanguage, Readonly<Record<Key, string>>>>;

function isStoryLanguage(value: unknown): value is StoryLanguage {
  return value === 'fr' || value === 'en' || value === 'de' || value === 'it' || value === 'es';
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
  return texts[isStoryLanguage(globals.locale) ? globals.locale : 'fr'];
}
