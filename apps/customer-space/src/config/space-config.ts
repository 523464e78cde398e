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

/** The configuration, or why there is none. */
export type SpaceConfigResult = { kind: 'ok'; config: SpaceConfig } | { kind: 'failed'; reason: string };

/**
 * Fetches `/config.json` (never cached) and validates it.
 *
 * @example
 * const result = await fetchSpaceConfig(fetch);
 * if (result.kind === 'ok') start(result.config);
 */
export async function fetchSpaceConfig(
  fetchImpl: typeof fetch,
  url = '/config.json',
): Promise<SpaceConfigResult> {
  try {
    const response = await fetchImpl(url, { cache: 'no-store' });
    if (!response.ok) return { kind: 'failed', reason: `${url} answered ${response.status}` };
    const parsed = spaceConfigSchema.safeParse(await response.json());
    if (parsed.success) return { kind: 'ok', config: parsed.data };
    return {
      kind: 'failed',
      reason: parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; '),
    };
  } catch (error) {
    return { kind: 'failed', reason: String(error) };
  }
}
