/** The interface languages (spec 9). */
export const SITE_LANGUAGES = ['fr', 'en', 'de', 'it', 'es'] as const;
