import type { CoreApiClient, components } from '@souscrire/core-api';
import { keepProspectProof } from '../session/prospect-proof.ts';
import { unwrap } from './unwrap.ts';

/** Every new prospect carries this tag. */
export const NEW_PROSPECT_TAG = 'subscription-v2';

/** What the product intent gives to create a subscription. */
export type NewSubscription = {
  productSlug: string;
  companyId?: string | undefined;
  jobId?: string | undefined;
  agentToken?: string | undefined;
  referer?: string | undefined;
  source?: string | undefined;
};

/**
 * Creates a subscription: the prospect (tag subscription-v2, enrich true), then the product link,
 * then the workflow (strict true), in that order. A failure is logged and rethrown. The proof the
 * creation answers once is kept in this browser (`keep`, localStorage by default): every write on the
 * prospect asks for it, the product link and the workflow first (proof-header.ts sends it).
 *
 * @example
 * const prospectId = await createSubscription(client, { productSlug: 'rc-pro', source: 'partner' });
 */
export async function createSubscription(
  client: CoreApiClient,
  input: NewSubscription,
  log: (message: string, error: unknown) => void = console.error,
  keep: (prospectId: string, proof: string) => void = keepProspectProof,
): Promise<string> {
  try {
    const jobId = input.jobId === undefined ? undefined : Number(input.jobId);
    const body: components['schemas']['NewProspect'] = {
      tags: [NEW_PROSPECT_TAG],
      enrich: true,
      ...(input.companyId ? { company_identifier: input.companyId } : {}),
      ...(jobId !== undefined && Number.isFinite(jobId) ? { id_job: jobId } : {}),
      ...(input.agentToken ? { agent_token: input.agentToken } : {}),
      ...(input.referer ? { referer: input.referer } : {}),
      ...(input.source ? { source: input.source } : {}),
    };
    const prospect = unwrap(await client.POST('/v2/prospects', { body })).data;
    // Answered this once: the browser that created the prospect is the one that may write to it.
    keep(prospect.id, prospect.proof);
    const path = { params: { path: { id: prospect.id } } };
    unwrap(await client.POST('/v2/prospects/{id}/products', { ...path, body: { slug: input.productSlug } }));
    unwrap(await client.POST('/v2/prospects/{id}/steps', { ...path, body: { strict: true } }));
    return prospect.id;
  } catch (error) {
    log('Could not create the subscription', error);
    throw error;
  }
}
