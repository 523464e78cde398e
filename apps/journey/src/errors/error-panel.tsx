import { type Locale, localizedPath } from '@souscrire/i18n';
import { Button } from '@souscrire/ui/button';
import { Heading } from '@souscrire/ui/heading';
import { useRouter } from '@tanstack/react-router';
import { MESSAGES } from '../app/message-ids.ts';
import { useShell } from '../app/use-shell.ts';
import { useText } from '../app/use-text.ts';
import { useInLayout } from '../layouts/layout-context.ts';
import { SiteHeader } from '../layouts/site-header.tsx';
import type { ErrorKind } from './error-kind.ts';

const TEXTS = {
  notFound: { title: MESSAGES.notFoundTitle, details: MESSAGES.notFoundDetails },
  maintenance: { title: MESSAGES.maintenanceTitle, details: MESSAGES.maintenanceDetails },
  generic: { title: MESSAGES.genericTitle, details: MESSAGES.genericDetails },
} as const;

/**
 * A fatal error page (spec 2 and 8): not found and the generic error have a button back to the index (home);
 * maintenance has a signature line instead.
 */
export function ErrorPanel({ kind }: { kind: Exclude<ErrorKind, 'logout'> }) {
  const t = useText();
  const router = useRouter();
  const { locale, theme } = useShell();
  const inLayout = useInLayout();
  const texts = TEXTS[kind];
  const content = (
    <section className="sc-error-page" data-error-kind={kind}>
      <Heading level={1}>{t(texts.title)}</Heading>
      <p>{t(texts.details)}</p>
      {kind === 'maintenance' ? (
        <p className="sc-error-page__signature">{t(MESSAGES.maintenanceSignature, { brand: theme.name })}</p>
      ) : (
        <Button onPress={() => void router.navigate({ href: localizedPath('home', locale as Locale, {}) })}>
          {t(MESSAGES.goHome)}
        </Button>
      )}
    </section>
  );
  if (inLayout) return content;
  // Outside a layout (an unknown prefix, a failing root), the page brings the header itself.
  return (
    <div className="sc-layout sc-layout--error">
      <SiteHeader />
      <main id="main" className="sc-layout__main" tabIndex={-1}>
        {content}
      </main>
    </div>
  );
}
