import { useContext } from 'react';
import type { I18n } from '../create-i18n.ts';
import { I18nError } from '../i18n-error.ts';
import { I18nContext } from './i18n-context.ts';

/**
 * The active formatter (formatjs' `IntlShape`): `formatMessage`, `formatNumber`, `formatDate`…
 * Throws `I18nError` (`NO_PROVIDER`) outside `I18nProvider`, a wiring mistake rather than a runtime condition.
 *
 * @example
 * const intl = useIntl();
 * intl.formatMessage({ id: 'errors.required' });
 */
export function useIntl(): I18n {
  const intl = useContext(I18nContext);
  if (!intl) throw new I18nError('NO_PROVIDER', 'useIntl needs an I18nProvider above it');
  return intl;
}
