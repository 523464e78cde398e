import type { TenantId } from './tenant-ids.ts';

/** The shades of a colour scale, lightest (50) to darkest (900). */
export type Shade = 50 | 100 | 200 | 300 | 400 | 500 | 600 | 700 | 800 | 900;

/** A colour scale: one hex colour (`#rrggbb`) per shade. */
export type ColorScale = Readonly<Record<Shade, string>>;

/** The primary palette: shades 50 to 900 plus `default` (the brand's own colour, button fill). */
export type PrimaryPalette = ColorScale & { readonly default: string };

/** The neutral greys: shades 50 to 900 plus `0` (white). */
export type NeutralScale = ColorScale & { readonly 0: string };

/** The four message tones of toasts and alerts (success, info, warning, error). */
export type Tone = 'success' | 'warning' | 'danger' | 'info';

/** A tone's text-safe colour and the light background it is shown on in alerts and toasts. */
export interface ToneColors {
  /** Text and icon colour; meets 4.5:1 on `background`, `surface` and its own `surface`. */
  readonly text: string;
  /** Light background for alerts and toasts. */
  readonly surface: string;
}

/** Every colour role of a theme, each a hex colour (`#rrggbb`). */
export interface ThemeColors {
  readonly primary: PrimaryPalette;
  /** Fill of a primary action under the pointer. */
  readonly primaryHover: string;
  /** Text on `primary.default` and `primaryHover`. */
  readonly onPrimary: string;
  /** The primary colour as text or link on `background` and `surface`. */
  readonly primaryText: string;
  readonly neutral: NeutralScale;
  /** Page background. */
  readonly background: string;
  /** Cards, sidebar and footer. */
  readonly surface: string;
  readonly text: string;
  readonly textMuted: string;
  /** Borders of inputs and other UI parts; meets 3:1 on `background`. */
  readonly border: string;
  readonly tones: Readonly<Record<Tone, ToneColors>>;
  /** Keyboard focus outline; meets 3:1 on `background` and `surface`. */
  readonly focusRing: string;
}

/** Sizes and type of a theme, as CSS values. */
export interface ThemeTokens {
  readonly radius: { readonly sm: string; readonly md: string; readonly lg: string };
  /** Always a system font stack: no web-font downloads (UX "Look"). */
  readonly fontFamily: string;
  readonly fontSizeBase: string;
  readonly focusRingWidth: string;
}

/** A brand mark: an image address (data URI or URL) and the box (in CSS pixels) the page reserves for it. */
export interface Logo {
  /** `data:image/svg+xml,...` for built-in marks, any image URL for overrides. */
  readonly src: string;
  /** Alternative text: the brand name, which is not translated. */
  readonly alt: string;
  readonly width: number;
  readonly height: number;
}

/** A footer link. The label is an i18n message key (such as `footer.legal`) that the app translates. */
export interface FooterLink {
  readonly labelKey: string;
  readonly href: string;
}

/** A titled column of footer links. */
export interface FooterColumn {
  /** i18n message key of the column heading. */
  readonly titleKey: string;
  readonly links: readonly FooterLink[];
}

/** Social networks a footer may link to. */
export type SocialNetwork = 'linkedin' | 'x' | 'facebook' | 'instagram' | 'youtube';

/** A social profile link. `label` is the network's own name, which is not translated. */
export interface SocialLink {
  readonly network: SocialNetwork;
  readonly label: string;
  readonly href: string;
}

/** Footer content: layout columns, columns list, social list. */
export interface FooterContent {
  /** How many grid columns the footer uses on wide screens (1 to 4). */
  readonly layoutColumns: 1 | 2 | 3 | 4;
  readonly columns: readonly FooterColumn[];
  readonly social: readonly SocialLink[];
}

/**
 * A tenant's theme: brand name, logo, favicon, colours, tokens and footer.
 * Built by {@link createTheme}; read from the registry with `getTheme`.
 */
export interface Theme {
  readonly tenantId: TenantId;
  /** Brand name as shown in page titles and logo text; never translated. */
  readonly name: string;
  /** Only plussimple is overridable. */
  readonly overridable: boolean;
  readonly logo: Logo;
  /** `data:image/svg+xml,...` */
  readonly favicon: string;
  readonly colors: ThemeColors;
  readonly tokens: ThemeTokens;
  readonly footer: FooterContent;
}
