/** The five interface languages, each with the default country of its locale tag. */
export const SITE_LOCALES = [
  { language: 'fr', tag: 'fr-FR', title: 'Français' },
  { language: 'en', tag: 'en-FR', title: 'English' },
  { language: 'de', tag: 'de-DE', title: 'Deutsch' },
  { language: 'it', tag: 'it-IT', title: 'Italiano' },
  { language: 'es', tag: 'es-ES', title: 'Español' },
] as const;
