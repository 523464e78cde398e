import {
  applyOverrides,
  createProductTheme,
  type ProductBrand,
  type Theme,
  type ThemeOverrides,
} from '@souscrire/theming';

/**
 * A theme derived from a brand's: a product sold under its own name (the `{product}` tenant) wears the
 * product's brand, and an agent's cosmetic overrides apply to an overridable theme (only plussimple).
 * The colour maths (culori): a chunk of its own, loaded by `loadDeriveTheme` only when a page needs it
 * (the home page of a brand does not).
 *
 * @example
 * deriveTheme(getTheme('plussimple'), { name: 'Cabinet Durand' }, undefined).name; // 'Cabinet Durand'
 * deriveTheme(getTheme('plussimple'), undefined, { name: 'RC Pro', primaryColor: '#0f766e' }).name; // 'RC Pro'
 */
export function deriveTheme(
  base: Theme,
  overrides: ThemeOverrides | undefined,
  product: ProductBrand | undefined,
): Theme {
  const theme = product ? createProductTheme(product) : base;
  return overrides ? applyOverrides(theme, overrides) : theme;
}

/** The type of {@link deriveTheme}, for the code that loads it. */
export type DeriveTheme = typeof deriveTheme;
