import { z } from 'zod/mini';

// zod/mini: the same validation as zod, tree-shakable, so the first page carries only what it uses.

/** Per-tenant settings: the core API's address and token, replaceable at runtime. */
const tenantSettingsSchema = z.object({
  /** The tenant's core API address. Missing: 'No Core API URL is defined for the tenant [tenant]'. */
  coreApiUrl: z.optional(z.url()),
  /** The tenant's bearer token. Missing: 'No Core API token is defined for the tenant [tenant]'. */
  coreApiToken: z.optional(z.string().check(z.minLength(1))),
  /** Overrides the deployment's marketplace address for this tenant (production guard). */
  marketplaceUrl: z.optional(z.url()),
  /** The tenant's help line, shown by Need help. */
  supportPhone: z.optional(z.string().check(z.minLength(1))),
  /** Overrides the deployment's customer-area base address for this tenant. */
  customerAreaBaseUrl: z.optional(z.url()),
  /**
   * The `{product}` tenant: a product sold under its own name. The tenant's key is the product's slug, a
   * host containing it picks this brand (its name, colour and logo), and the home page offers that product.
   */
  product: z.optional(
    z.object({
      name: z.string().check(z.minLength(1)),
      primaryColor: z.string().check(z.minLength(1)),
      logo: z.optional(z.url()),
    }),
  ),
});

/**
 * The schema of `/config.json`, the journey's runtime configuration: one file per deployment, replaced without
 * a rebuild (ARCHITECTURE.md, "The journey app").
 */
export const journeyConfigSchema = z.object({
  /** The deployment's environment name: production, staging, dev, local, demo, uat, .... */
  environment: z.string().check(z.minLength(1)),
  /** Pins the deployment to one tenant (the journey app per tenant): host resolution is then skipped. */
  pinnedTenant: z.optional(z.string().check(z.minLength(1))),
  /** Per-tenant settings, keyed by tenant id. */
  tenants: z._default(z.record(z.string(), tenantSettingsSchema), {}),
  /** Analytics switches ("enabled by config"). */
  analytics: z.prefault(
    z.object({
      enabled: z._default(z.boolean(), false),
      firstParty: z._default(z.boolean(), true),
      console: z._default(z.boolean(), false),
    }),
    {},
  ),
  /** The card payment provider's publishable key ("from public configuration"). */
  paymentPublishableKey: z.optional(z.string().check(z.minLength(1))),
  /**
   * The card payment provider's script ("Other"): loaded with the publishable key, it frames the card
   * fields (the sandbox's: `<core>/sandbox/payment-provider.js`). The web server's CSP allows its origin.
   */
  paymentScriptUrl: z.optional(z.url()),
  /**
   * Error reporting: the error-reporting service's DSN; without one, nothing is reported and its
   * SDK is never loaded. `testErrors` shows the debug panel's 'throw a test error' (never in production).
   */
  monitoring: z.optional(
    z.object({
      dsn: z.url(),
      testErrors: z._default(z.boolean(), false),
    }),
  ),
  /** The customer area's base address; a language-country segment is appended. */
  customerAreaBaseUrl: z.optional(z.url()),
  /** The help line Need help shows when the tenant has none of its own. */
  supportPhone: z.optional(z.string().check(z.minLength(1))),
  /** Where the production guard sends visitors. */
  marketplaceUrl: z.optional(z.url()),
  /** How often the version file is polled to notice a new deployment (not specified: our choice). */
  versionPollIntervalMs: z._default(z.int().check(z.positive()), 60_000),
});

/** The journey's runtime configuration, as validated from `/config.json`. */
export type JourneyConfig = z.infer<typeof journeyConfigSchema>;

/** The configuration's input form (before defaults apply), as written in `/config.json`. */
export type JourneyConfigInput = z.input<typeof journeyConfigSchema>;
