// The login form is its own entry (`@souscrire/app-kit/login-form`): a page that starts from this one (the
// journey's first view) does not carry the form and its fields.
export { inPageLanguage, type SendRequest } from './page-language.ts';
export {
  type ConfigSchema,
  loadRuntimeConfig,
  parseRuntimeConfig,
  type RuntimeConfigResult,
} from './runtime-config.ts';
export { useThemedDocument } from './themed-document.ts';
