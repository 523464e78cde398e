import { z } from 'zod';

/** Per-tenant settings: spec 3 "Core API configuration: url and token, per tenant; replaceable at runtime". */
const tenantSettingsSchema = z.object({
  /** The tenant's core API address. Missing: 'No Core API URL is defined for the tenant [tenant]' (spec 8). */
  coreApiUrl: z.url().optional(),
  /** The tenant's bearer token. Missing: 'No Core API token is defined for the tenant [tenant]' (spec 8). */
  coreApiToken: z.string().min(1).optional(),
  /** Overrides the deployment's marketplace address for this tenant (spec 2, production guard). */
  marketplaceUrl: z.url().optional(),
  /** The tenant's help line, shown by Need help. */
  supportPhone: z.string().min(1).optional(),
  /** Overrides the deployment's customer-area base address for this tenant (spec 2). */
  customerAreaBaseUrl: z.url().optional(),
});

/**
 * The schema of `/config.json`, the journey's runtime configuration: one file per deployment, replaced without
 * a rebuild (ARCHITECTURE.md, "The journey app").
 */
export const journeyConfigSchema = z.object({
  /** The deployment's environment name: production, staging, dev, local, demo, uat, ... (spec 6 and 9). */
  environment: z.string().min(1),
  /** Pins the deployment to one tenant (the journey app per tenant): host resolution is then skipped. */
  pinnedTenant: z.string().min(1).optional(),
  /** Per-tenant settings, keyed by tenant id. */
  tenants: z.record(z.string(), tenantSettingsSchema).default({}),
  /** Analytics switches (spec 9: "enabled by config"). */
  analytics: z
    .object({
      enabled: z.boolean().default(false),
      firstParty: z.boolean().default(true),
      console: z.boolean().default(false),
    })
    .prefault({}),
  /** The card payment provider's publishable key (spec 7, "from public configuration"). */
  paymentPublishableKey: z.string().min(1).optional(),
  /** The customer area's base address; a language-country segment is appended (spec 2). */
  customerAreaBaseUrl: z.url().optional(),
  /** The help line Need help shows when the tenant has none of its own. */
  supportPhone: z.string().min(1).optional(),
  /** Where the production guard sends visitors (spec 2). */
  marketplaceUrl: z.url().optional(),
  /** How often the version file is polled to notice a new deployment (spec 9 leaves it open). */
  versionPollIntervalMs: z.number().int().positive().default(60_000),
});

/** The journey's runtime configuration, as validated from `/config.json`. */
export type JourneyConfig = z.infer<typeof journeyConfigSchema>;

/** The configuration's input form (before defaults apply), as written in `/config.json`. */
export type JourneyConfigInput = z.input<typeof journeyConfigSchema>;
