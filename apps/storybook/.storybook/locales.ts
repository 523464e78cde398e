/** The five interface languages of spec 9, each with its default country (spec 2). */
export const SITE_LOCALES = [
  { language: 'fr', tag: 'fr-FR', title: 'Français' },
  { language: 'en', tag: 'en-FR', title: 'English' },
  { language: 'de', tag: 'de-DE', title: 'Deutsch' },
  { language: 'it', tag: 'it-IT', title: 'Italiano' },
  { language: 'es', tag: 'es-ES', title: 'Español' },
] as const;
