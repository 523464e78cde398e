import type { MessageId } from '@souscrire/i18n';
import { Footer } from '@souscrire/ui/footer';
import { useShell } from '../app/use-shell.ts';
import { useText } from '../app/use-text.ts';

/** The tenant's footer (layout columns, columns list, social list), its keys translated. */
export function SiteFooter() {
  const { theme } = useShell();
  const t = useText();
  const { footer } = theme;
  // The theme's footer keys are message ids of the catalogues: theming depends on no catalogue, so its data
  // types them as strings (its tests check their shape).
  const text = (key: string) => t(key as MessageId);
  return (
    <Footer
      layoutColumns={footer.layoutColumns}
      columns={footer.columns.map((column) => ({
        title: text(column.titleKey),
        links: column.links.map((link) => ({ label: text(link.labelKey), href: link.href })),
      }))}
      social={footer.social}
      socialTitle={t('footer.social.title')}
    />
  );
}
