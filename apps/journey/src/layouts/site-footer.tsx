import type { MessageId } from '@souscrire/i18n';
import { Footer, translateFooter } from '@souscrire/ui/footer';
import { useShell } from '../app/use-shell.ts';
import { useText } from '../app/use-text.ts';

/** The tenant's footer (layout columns, columns list, social list), its keys translated. */
export function SiteFooter() {
  const { theme } = useShell();
  const t = useText();
  // The theme's footer keys are message ids of the catalogues: theming depends on no catalogue, so its data
  // types them as strings (its tests check their shape).
  return (
    <Footer
      {...translateFooter(theme.footer, (key) => t(key as MessageId))}
      socialTitle={t('footer.social.title')}
    />
  );
}
