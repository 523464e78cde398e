import type { MessageId } from '@souscrire/i18n';
import { useShell } from '../app/use-shell.ts';
import { useText } from '../app/use-text.ts';

const DESCRIPTION: MessageId = 'meta.description';

/**
 * The page's description for search engines, in the page's language with the tenant's name.
 * React puts the `<meta>` in the document's head. A server render leaves it out: the web server puts the page's
 * description in the head itself (React would write it at the start of the rendered HTML, in the body, where
 * search engines do not read it), and the browser that hydrates the page finds it there.
 */
export function PageDescription() {
  const t = useText();
  const { theme } = useShell();
  if (import.meta.env.SSR) return null;
  return <meta name="description" content={t(DESCRIPTION, { brand: theme.name })} />;
}
