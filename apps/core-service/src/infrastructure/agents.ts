import type { Database } from '../db/database.ts';
import type { AgentRow } from '../db/rows.ts';
import { DomainFailure } from '../failures.ts';
import type { Tenant } from './tenant.ts';
import { hashToken } from './token-hash.ts';

type Queryable = Pick<Database, 'query'>;

/** A tenant's agent (migration 0013): who starts subscriptions on prospects' behalf. */
export type Agent = { id: string; name: string };

/**
 * The tenant's agent whose token this is (tokens are kept as SHA-256); an unknown token, or another tenant's,
 * is a 422 on `agent_token`: an agent link that names nobody gives no agent's authority (docs/security.md,
 * "Who gave an answer").
 *
 * @example
 * const agent = await agentOfToken(db, tenant, 'dev-agent-plussimple'); // { id, name: 'Camille Laurent' }
 */
export async function agentOfToken(db: Queryable, tenant: Pick<Tenant, 'id'>, token: string): Promise<Agent> {
  const rows = await db.query<Agent>('SELECT id, name FROM agents WHERE token_hash = $1 AND tenant_id = $2', [
    hashToken(token),
    tenant.id,
  ]);
  const agent = rows[0];
  if (agent === undefined) {
    const message = 'This agent link is not valid: ask the agent for a new one.';
    throw new DomainFailure('validation_failed', message, { agent_token: [message] });
  }
  return agent;
}

/** The name of a prospect's agent, or null when the prospect started the subscription. */
export async function agentName(db: Queryable, agentId: string | null): Promise<string | null> {
  if (agentId === null) return null;
  const rows = await db.query<Pick<AgentRow, 'name'>>('SELECT name FROM agents WHERE id = $1', [agentId]);
  return rows[0]?.name ?? null;
}
