export { SITE_LANGUAGES } from './languages.ts';
