export type { I18nProviderProps } from './i18n-provider.tsx';
export { I18nProvider } from './i18n-provider.tsx';
export type { MessageProps } from './message.tsx';
export { Message } from './message.tsx';
export { useIntl } from './use-intl.ts';
export { useMessage } from './use-message.ts';
