import type { MessageId } from '@souscrire/i18n';
import { useShell } from '../app/use-shell.ts';
import { useText } from '../app/use-text.ts';

const DESCRIPTION: MessageId = 'meta.description';

/**
 * The page's description for search engines, in the page's language with the tenant's name (issue 18).
 * React puts the `<meta>` in the document's head.
 */
export function PageDescription() {
  const t = useText();
  const { theme } = useShell();
  return <meta name="description" content={t(DESCRIPTION, { brand: theme.name })} />;
}
