import { createI18n, type Locale, loadMessages, type MessageId, type MessageValues } from '@souscrire/i18n';

/**
 * The texts a client reads in the customer space in a locale: the space's own catalogues, formatted as the page
 * formats them, so a spec reads the screens by what a person sees in any language.
 *
 * @example
 * const t = await texts('de-DE');
 * await page.getByRole('button', { name: t('space.forgotten.submit') }).click();
 */
export async function texts(locale: Locale): Promise<(id: MessageId, values?: MessageValues) => string> {
  const intl = createI18n({ locale, messages: await loadMessages(locale) });
  return (id, values) => intl.formatMessage({ id }, values);
}
