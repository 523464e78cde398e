import { type Locale, localizedPath } from '@souscrire/i18n';
import { ErrorPage } from '@souscrire/ui/error-page';
import { useShell } from '../app/use-shell.ts';
import { useText } from '../app/use-text.ts';
import { DefaultLayout } from '../layouts/default-layout.tsx';
import { useInLayout } from '../layouts/layout-context.ts';
import { useScreenTitle } from '../layouts/screen-title.ts';
import type { ErrorKind } from './error-kind.ts';

const TEXTS = {
  notFound: { title: 'error-page.not-found.title', details: 'error-page.not-found.details' },
  maintenance: { title: 'error-page.maintenance.title', details: 'error-page.maintenance.details' },
  generic: { title: 'error-page.generic.title', details: 'error-page.generic.details' },
} as const;

/**
 * A fatal error page: not found and the generic error have a link back to the index (home);
 * maintenance has a signature line instead. Outside a layout (an unknown prefix, a failing root) it brings the
 * default layout itself.
 */
export function ErrorPanel({ kind }: { kind: Exclude<ErrorKind, 'logout'> }) {
  const t = useText();
  const { locale, theme } = useShell();
  const inLayout = useInLayout();
  const texts = TEXTS[kind];
  // The page title says what the heading says ('Page introuvable • +Simple').
  useScreenTitle(texts.title);
  const page = (
    <div data-error-kind={kind}>
      <ErrorPage
        title={t(texts.title)}
        details={t(texts.details)}
        {...(kind === 'maintenance'
          ? { signature: t('error-page.maintenance.signature', { brand: theme.name }) }
          : {
              action: { label: t('error-page.go-home'), href: localizedPath('home', locale as Locale, {}) },
            })}
      />
    </div>
  );
  return inLayout ? page : <DefaultLayout>{page}</DefaultLayout>;
}
