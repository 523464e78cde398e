import { type ReactNode, useMemo } from 'react';
import { createI18n, type I18nErrorReport } from '../create-i18n.ts';
import type { Locale } from '../locale.ts';
import type { Messages } from '../messages.ts';
import { I18nContext } from './i18n-context.ts';

/** Props of {@link I18nProvider}. */
export interface I18nProviderProps {
  /** The active locale, for example `fr-FR`. */
  readonly locale: Locale;
  /** The active language's messages, from `loadMessages`. */
  readonly messages: Messages;
  /** Told about missing messages and formatting errors; rendering goes on (default: `console.warn`). */
  readonly onError?: (error: I18nErrorReport) => void;
  readonly children?: ReactNode;
}

/**
 * Makes a locale's messages available to `useIntl`, `useMessage` and `<Message>` below it.
 *
 * @example
 * const messages = await loadMessages('de-DE');
 * root.render(
 *   <I18nProvider locale="de-DE" messages={messages} onError={report}>
 *     <App />
 *   </I18nProvider>,
 * );
 */
export function I18nProvider({ locale, messages, onError, children }: I18nProviderProps): ReactNode {
  const intl = useMemo(
    () => createI18n({ locale, messages, ...(onError ? { onError } : {}) }),
    [locale, messages, onError],
  );
  return <I18nContext.Provider value={intl}>{children}</I18nContext.Provider>;
}
