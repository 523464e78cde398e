import type { MessageId } from '@souscrire/i18n';
import { useIntl } from '@souscrire/i18n/react';
import { useCallback } from 'react';

/** Formats a message by id (a message id of the catalogues, checked at the call), with optional values. */
export type TextFormatter = (id: MessageId, values?: Record<string, string | number>) => string;

/**
 * The frame's way to read a text: a message id of `@souscrire/i18n` in the active locale.
 *
 * @example
 * const t = useText();
 * <Heading>{t('home.title')}</Heading>
 */
export function useText(): TextFormatter {
  const intl = useIntl();
  return useCallback((id, values) => intl.formatMessage({ id }, values), [intl]);
}
