import { useIntl } from '@souscrire/i18n/react';
import { useCallback } from 'react';

/** Formats a message by id, with optional values. */
export type TextFormatter = (id: string, values?: Record<string, string | number>) => string;

/**
 * The frame's way to read a text: a message id of `@souscrire/i18n` in the active locale.
 *
 * @example
 * const t = useText();
 * <Heading>{t(MESSAGES.homeTitle)}</Heading>
 */
export function useText(): TextFormatter {
  const intl = useIntl();
  return useCallback((id, values) => intl.formatMessage({ id }, values), [intl]);
}
