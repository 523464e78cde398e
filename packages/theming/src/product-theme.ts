import { BRAND_DEFINITIONS } from './brand-definitions.ts';
import { createTheme } from './create-theme.ts';
import type { Theme } from './theme.ts';

/** The brand data of a product that is sold under its own name (the `'{product}'` tenant). */
export interface ProductBrand {
  /** Product name, used as the brand name in titles and logo; not translated. */
  readonly name: string;
  /** The product's colour (any CSS colour); its scale is generated from it. */
  readonly primaryColor: string;
  /** The product's logo image address; when missing, a monogram of the name is drawn. */
  readonly logo?: string;
}

/**
 * The theme of the `'{product}'` tenant: a brand named after a product,
 * picked when the host contains the product's slug. Its colours, name and logo are the product's own;
 * the footer is plussimple's, the platform that sells it. Never overridable.
 *
 * @example
 * createProductTheme({ name: 'Multipro', primaryColor: '#7c2d12' }).name; // 'Multipro'
 * @throws {TypeError} when `primaryColor` is not a CSS colour.
 */
export function createProductTheme(product: ProductBrand): Theme {
  const theme = createTheme({
    tenantId: '{product}',
    name: product.name,
    primaryColor: product.primaryColor,
    mark: 'monogram',
    radius: { sm: '6px', md: '10px', lg: '16px' },
    neutralChroma: 0.008,
    footer: BRAND_DEFINITIONS.plussimple.footer,
  });
  if (product.logo === undefined) return theme;
  return { ...theme, logo: { ...theme.logo, src: product.logo } };
}
