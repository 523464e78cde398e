/**
 * A client's request to delete their account (the customer space's "Delete my account"). In one transaction the
 * request is recorded with who asked and when (also among the client's self-service changes), the confirmation e-mail is queued in the page's language, and the
 * tenant's endpoints get `client.deletion_requested`, on which its operators act: all three exist, or none.
 */
import type { components } from '@souscrire/core-api';
import type { Database } from '../db/database.ts';
import { DomainFailure } from '../failures.ts';
import type { ClientSession } from '../infrastructure/client-sessions.ts';
import { queueMessage } from '../infrastructure/outbox.ts';
import type { Tenant } from '../infrastructure/tenant.ts';
import { coreText } from '../reference/core-texts.ts';
import { type ChangeActor, recordChange } from '../self-service/self-service-changes.ts';
import { emitWebhookEvent } from '../webhooks/events.ts';
import { findClient } from './client-contracts.ts';

/** A deletion request as the contract answers it. */
export type AccountDeletionRequest = components['schemas']['AccountDeletionRequest'];

/**
 * Records the session's client's request to delete their account, with its e-mail and its event. 409
 * `deletion_already_requested` for an account whose deletion is already asked for, also when two requests race
 * (the table keeps one per account).
 *
 * @example
 * await requestAccountDeletion(db, tenant, session, 'fr', actor); // { requested_at: '2026-11-29T…Z' }
 */
export async function requestAccountDeletion(
  db: Database,
  tenant: Tenant,
  session: ClientSession,
  locale: string,
  actor: ChangeActor,
): Promise<AccountDeletionRequest> {
  const client = await findClient(db, tenant, session);
  return db.transaction(async (tx) => {
    const recorded = await tx.query<{ requested_at: Date | string }>(
      `INSERT INTO client_deletion_requests (client_id, tenant_id) VALUES ($1, $2)
       ON CONFLICT (client_id) DO NOTHING RETURNING requested_at`,
      [client.id, tenant.id],
    );
    if (recorded[0] === undefined)
      throw new DomainFailure(
        'deletion_already_requested',
        'The deletion of this account is already requested.',
      );
    const requestedAt = new Date(recorded[0].requested_at).toISOString();
    await recordChange(tx, { tenantId: tenant.id, clientId: client.id, kind: 'deletion_requested', actor });
    await queueMessage(tx, {
      tenantId: tenant.id,
      channel: 'email',
      recipient: client.login,
      subject: `${tenant.name}: ${coreText('account-deletion.subject', locale)}`,
      body: coreText('account-deletion.body', locale, { login: client.login }),
      prospectId: null,
      kind: 'account-deletion',
    });
    await emitWebhookEvent(tx, tenant.id, 'client.deletion_requested', {
      client_id: client.id,
      login: client.login,
      requested_at: requestedAt,
      requested_by: 'client',
    });
    return { requested_at: requestedAt };
  });
}
