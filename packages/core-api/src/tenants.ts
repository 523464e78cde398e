/**
 * The tenant manifest: every tenant (brand) of the product, once. Theming's tenant ids, the core's demo tenants
 * and their development tokens, both apps' local runtime configuration and the end-to-end configuration are
 * derived from it. Adding a tenant is one entry here and its brand data in `@souscrire/theming`
 * (docs/how-to/add-a-tenant.md).
 *
 * The core reads the same entries from `@souscrire/core-api/tenants.json`, written from this file by the
 * package's `generate` script (the core runs without a build of this package).
 */

/** A country the product sells in. */
export type TenantCountry = 'FR' | 'DE' | 'IT' | 'ES';

/**
 * How a journey picks the tenant: `host` by its id in the host name (`maif.localhost`), `country` by the
 * country of the locale when no host matches (one tenant per country), `product` by a product slug in the host
 * (a brand named after a product, themed as `'{product}'`: a host name cannot hold braces).
 */
export type TenantChoice = 'host' | 'country' | 'product';

/** One tenant of the manifest. */
export interface TenantManifestEntry {
  /** Its id: in host names, in its development token `dev-token-<id>`, on every row it owns. */
  readonly id: string;
  /** Its name, as the core's sandbox pages and the documents write it. */
  readonly name: string;
  /** The country it sells in: its products' names, its default language. */
  readonly country: TenantCountry;
  /** Its brand colour (`#rrggbb`): the theme's primary colour and the sandbox pages' colour. */
  readonly brandColor: string;
  /** Whether it is a broker (its products are sold through a broker's hands). */
  readonly broker: boolean;
  /** The slugs of the products it sells, in the order of its catalogue. */
  readonly products: readonly string[];
  /** The products it sells as a broker although it is not one. */
  readonly brokerProducts?: readonly string[];
  /** How a journey picks it. */
  readonly chosenBy: TenantChoice;
}

/** Every tenant, in the order the core seeds them. */
export const TENANTS = [
  {
    id: 'plussimple',
    name: '+Simple',
    country: 'FR',
    brandColor: '#6b2fbf',
    broker: false,
    products: ['sante-collective', 'prevoyance-collective', 'rc-pro', 'multirisque'],
    chosenBy: 'country',
  },
  {
    id: 'plussimple-de',
    name: '+Simple Deutschland',
    country: 'DE',
    brandColor: '#6b2fbf',
    broker: false,
    products: ['rc-pro', 'multirisque'],
    chosenBy: 'country',
  },
  {
    id: 'plussimple-it',
    name: '+Simple Italia',
    country: 'IT',
    brandColor: '#6b2fbf',
    broker: false,
    products: ['rc-pro', 'multirisque'],
    chosenBy: 'country',
  },
  {
    id: 'plussimple-es',
    name: '+Simple España',
    country: 'ES',
    brandColor: '#6b2fbf',
    broker: false,
    products: ['rc-pro', 'multirisque'],
    chosenBy: 'country',
  },
  {
    id: 'hobast',
    name: 'Hobast',
    country: 'FR',
    brandColor: '#a8480c',
    broker: false,
    products: ['rc-pro', 'multirisque'],
    chosenBy: 'host',
  },
  {
    id: 'product',
    name: '{product}',
    country: 'FR',
    brandColor: '#6b2fbf',
    broker: false,
    products: ['rc-pro'],
    chosenBy: 'product',
  },
  {
    id: 'verlingue',
    name: 'Verlingue',
    country: 'FR',
    brandColor: '#0f4c9e',
    broker: true,
    products: ['sante-collective', 'prevoyance-collective'],
    chosenBy: 'host',
  },
  {
    id: 'maif',
    name: 'MAIF',
    country: 'FR',
    brandColor: '#c41530',
    broker: false,
    products: ['rc-pro', 'multirisque', 'sante-collective'],
    chosenBy: 'host',
  },
  {
    id: 'oryx',
    name: 'Oryx',
    country: 'FR',
    brandColor: '#0f766e',
    broker: false,
    products: ['multirisque', 'rc-pro'],
    brokerProducts: ['multirisque'],
    chosenBy: 'host',
  },
  {
    id: 'qbe',
    name: 'QBE',
    country: 'FR',
    brandColor: '#0c2340',
    broker: false,
    products: ['rc-pro', 'multirisque'],
    chosenBy: 'host',
  },
] as const satisfies readonly TenantManifestEntry[];

/** A tenant of the manifest. */
export type Tenant = (typeof TENANTS)[number];

/** A tenant id of the manifest. */
export type ManifestTenantId = Tenant['id'];

/** A tenant a journey serves under its own brand: every tenant but the one named after a product. */
export type JourneyTenant = Exclude<Tenant, { chosenBy: 'product' }>;

/** The tenants a journey serves under their own brand, in the manifest's order. */
export const JOURNEY_TENANTS: readonly JourneyTenant[] = TENANTS.filter(
  (tenant): tenant is JourneyTenant => tenant.chosenBy !== 'product',
);

/**
 * A tenant's development token: public, written in the README, refused by a core running in production.
 *
 * @example
 * developmentToken('maif'); // 'dev-token-maif'
 */
export function developmentToken(tenantId: string): string {
  return `dev-token-${tenantId}`;
}

/** One tenant's entry in an app's runtime configuration pointed at a local or test core. */
export type LocalTenantConfig<Link extends string> = {
  coreApiUrl: string;
  coreApiToken: string;
} & Partial<Record<Link, string>>;

/**
 * The `tenants` of an app's runtime configuration for a core on this machine: every tenant a journey serves,
 * with its development token; a tenant chosen by its host also gets, under `link.key`, the other app's address
 * on its own host (`http://maif.localhost:<port>`).
 *
 * @example
 * localTenantConfigs('http://localhost:4000', { key: 'customerAreaBaseUrl', port: 5174 }).maif;
 * // { coreApiUrl: 'http://localhost:4000', coreApiToken: 'dev-token-maif',
 * //   customerAreaBaseUrl: 'http://maif.localhost:5174' }
 */
export function localTenantConfigs<Link extends string>(
  coreApiUrl: string,
  link: { readonly key: Link; readonly port: number },
): Record<string, LocalTenantConfig<Link>> {
  return Object.fromEntries(
    JOURNEY_TENANTS.map((tenant): [string, LocalTenantConfig<Link>] => {
      const own =
        tenant.chosenBy === 'host' ? { [link.key]: `http://${tenant.id}.localhost:${link.port}` } : {};
      // A computed key widens to `string`: the object has exactly the declared keys.
      const config = {
        coreApiUrl,
        coreApiToken: developmentToken(tenant.id),
        ...own,
      } as LocalTenantConfig<Link>;
      return [tenant.id, config];
    }),
  );
}
