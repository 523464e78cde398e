export {
  type Credentials,
  type LoginFailure,
  LoginForm,
  type LoginFormProps,
  logIn,
} from './login-form.tsx';
export { inPageLanguage, type SendRequest } from './page-language.ts';
export {
  type ConfigSchema,
  loadRuntimeConfig,
  parseRuntimeConfig,
  type RuntimeConfigResult,
} from './runtime-config.ts';
export { useThemedDocument } from './themed-document.ts';
