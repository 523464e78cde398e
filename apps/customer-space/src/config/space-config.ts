import { z } from 'zod/mini';

const tenantSchema = z.object({
  /** The tenant's core API address (per tenant, replaceable at runtime). */
  coreApiUrl: z.optional(z.url()),
  /** The tenant's public API token. */
  coreApiToken: z.optional(z.string().check(z.minLength(1))),
  /** The tenant's journey address, when it differs from the deployment's (a host naming the tenant). */
  journeyUrl: z.optional(z.url()),
  /** The tenant's advisers' phone number, when it differs from the deployment's. */
  supportPhone: z.optional(z.string().check(z.minLength(1))),
});

/**
 * The customer space's runtime configuration, `/config.json`: replaced per deployment without a rebuild
 * (ARCHITECTURE.md), like the journey's.
 */
export const spaceConfigSchema = z.object({
  environment: z.string().check(z.minLength(1)),
  /** The journey's address: "Resume my subscription" and the redirect_uri allowed after login. */
  journeyUrl: z.url(),
  tenants: z._default(z.record(z.string(), tenantSchema), {}),
  /** The advisers' phone number the help page gives, as the journey's "Need help" does. */
  supportPhone: z.optional(z.string().check(z.minLength(1))),
});

/** The validated configuration. */
export type SpaceConfig = z.infer<typeof spaceConfigSchema>;
