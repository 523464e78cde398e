import { Footer } from '@souscrire/ui/footer';
import { useShell } from '../app/use-shell.ts';
import { useText } from '../app/use-text.ts';

/** The tenant's footer (spec 1: layout columns, columns list, social list), its keys translated. */
export function SiteFooter() {
  const { theme } = useShell();
  const t = useText();
  const { footer } = theme;
  return (
    <Footer
      layoutColumns={footer.layoutColumns}
      columns={footer.columns.map((column) => ({
        title: t(column.titleKey),
        links: column.links.map((link) => ({ label: t(link.labelKey), href: link.href })),
      }))}
      social={footer.social}
      socialTitle={t('footer.social.title')}
    />
  );
}
