import { I18nProvider } from '@souscrire/i18n/react';
import type { ActiveMessages } from '../app/i18n-store.ts';
import { useText } from '../app/use-text.ts';

function Texts() {
  const t = useText();
  return (
    <main id="main" className="sc-layout__main sc-error-page" data-error-kind="generic">
      <h1>{t('error-page.generic.title')}</h1>
      <p>{t('errors.generic')}</p>
    </main>
  );
}

/**
 * What shows when the runtime configuration cannot be loaded or is invalid: the generic error text,
 * with no go-home button since no page can work without it.
 */
export function ConfigFailurePage({ active }: { active: ActiveMessages }) {
  return (
    <I18nProvider locale={active.locale} messages={active.messages}>
      <Texts />
    </I18nProvider>
  );
}
