import type { FooterColumnItem, FooterProps } from './footer.tsx';

/**
 * A footer's content as a tenant's theme holds it: labels and column titles are message keys, which the app
 * translates (the kit knows no catalogue).
 */
export interface FooterContentKeys {
  readonly layoutColumns: NonNullable<FooterProps['layoutColumns']>;
  readonly columns: readonly {
    readonly titleKey: string;
    readonly links: readonly { readonly labelKey: string; readonly href: string }[];
  }[];
  readonly social: NonNullable<FooterProps['social']>;
}

/**
 * The {@link Footer}'s props of a theme's footer content, each key read through the app's `text`: the one
 * place where both apps turn the tenant's footer into the kit's.
 *
 * @example
 * <Footer {...translateFooter(theme.footer, (key) => intl.formatMessage({ id: key }))} socialTitle="Suivez-nous" />
 */
export function translateFooter(
  content: FooterContentKeys,
  text: (key: string) => string,
): Required<Pick<FooterProps, 'layoutColumns' | 'columns' | 'social'>> {
  const columns: FooterColumnItem[] = content.columns.map((column) => ({
    title: text(column.titleKey),
    links: column.links.map((link) => ({ label: text(link.labelKey), href: link.href })),
  }));
  return { layoutColumns: content.layoutColumns, columns, social: content.social };
}
