import { type Locale, loadMessages } from '@souscrire/i18n';
import { I18nProvider } from '@souscrire/i18n/react';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';

/**
 * Renders a component with the real messages of a locale, as the journey's frame provides them.
 *
 * @example
 * await renderWithMessages(<EmailRequestForm ... />, 'en-FR');
 */
export async function renderWithMessages(ui: ReactNode, locale: Locale = 'en-FR') {
  const messages = await loadMessages(locale);
  return render(
    <I18nProvider locale={locale} messages={messages}>
      {ui}
    </I18nProvider>,
  );
}
