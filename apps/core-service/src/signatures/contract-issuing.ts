/**
 * Issuing a client's contract: the draft of a valid subscription with the prospect's client account,
 * its activation when signed and paid (with the account's first password), and the cross-sell that joins a
 * prospect to an existing client. Reading contracts is clients/client-contracts.ts's.
 */
import { randomUUID } from 'node:crypto';
import type { components } from '@souscrire/core-api';
import { activateClient, inactiveClientFor } from '../clients/clients.ts';
import { createPasswordLink } from '../clients/password-links.ts';
import type { Database } from '../db/database.ts';
import type { ProspectRow } from '../db/rows.ts';
import { DomainFailure } from '../failures.ts';
import { openClientSession } from '../infrastructure/client-sessions.ts';
import { queueMessage } from '../infrastructure/outbox.ts';
import type { Tenant } from '../infrastructure/tenant.ts';
import type { OfferFacts } from '../offers/offers.ts';
import type { FormulaName } from '../offers/pricing.ts';
import { coreText } from '../reference/core-texts.ts';
import { emitContractIssued } from '../webhooks/events.ts';
import { takeContractNumber } from './contract-numbers.ts';

type Queryable = Pick<Database, 'query'>;
type Session = components['schemas']['Session'];

/** The failure the journey shows when validate is not true. */
export const NOT_VALID = 'Subscription is not valid';
/** A client's account is joined only through convert-xsell, with that client's session. */
export const CLIENT_EMAIL = 'This e-mail belongs to a client: log in to add this contract';

/** Gives the prospect its client (the account of its e-mail), for the contract about to be drafted. */
export async function attachClient(tx: Queryable, prospectId: string, clientId: string): Promise<void> {
  await tx.query('UPDATE prospects SET client_id = $2, updated_at = now() WHERE id = $1', [
    prospectId,
    clientId,
  ]);
}

/**
 * The prospect's draft contract, priced from its offer (a draft is repriced; an active one stays, and so does a
 * signed one: its formula and premium are the signed record's, signatures/signing.ts).
 */
export async function saveDraftContract(
  tx: Queryable,
  tenant: Tenant,
  draft: { prospectId: string; clientId: string; product: string; formula: FormulaName; premium: number },
): Promise<void> {
  await tx.query(
    `INSERT INTO contracts (id, tenant_id, prospect_id, client_id, product, formula, annual_premium, status)
     VALUES ($1, $2, $3, $4, $5, $6, $7, 'draft')
     ON CONFLICT (prospect_id) DO UPDATE SET formula = EXCLUDED.formula, annual_premium = EXCLUDED.annual_premium,
       updated_at = now() WHERE contracts.status = 'draft'
       AND NOT EXISTS (SELECT 1 FROM signed_subscriptions s WHERE s.prospect_id = contracts.prospect_id)`,
    [randomUUID(), tenant.id, draft.prospectId, draft.clientId, draft.product, draft.formula, draft.premium],
  );
}

/**
 * The subscription is signed and paid: its contract becomes active (starting today unless set), replacing the
 * client's active contract of the same product for a cross-sell (an amendment), and the prospect is a client.
 * Answers the contract's number (given when it was signed: signatures/contract-numbers.ts).
 */
export async function activateContract(
  tx: Queryable,
  prospect: Pick<ProspectRow, 'id' | 'tenant_id' | 'product' | 'xsell'>,
  clientId: string,
): Promise<string> {
  await tx.query(
    `UPDATE contracts SET status = 'active', starts_on = COALESCE(starts_on, current_date), updated_at = now()
     WHERE prospect_id = $1`,
    [prospect.id],
  );
  const number = await takeContractNumber(tx, prospect.tenant_id, prospect.id);
  if (prospect.xsell) {
    await tx.query(
      `UPDATE contracts SET status = 'replaced', updated_at = now()
       WHERE client_id = $1 AND product = $2 AND status = 'active' AND prospect_id <> $3`,
      [clientId, prospect.product, prospect.id],
    );
  }
  await tx.query(
    `UPDATE prospects SET status = 'client', is_client = true, updated_at = now() WHERE id = $1`,
    [prospect.id],
  );
  return number;
}

/** The prospect becomes a cross-sell of the client: xsell, that client's, back in the funnel. */
export async function makeCrossSell(
  db: Queryable,
  tenant: Tenant,
  prospectId: string,
  clientId: string,
): Promise<ProspectRow | undefined> {
  const rows = await db.query<ProspectRow>(
    `UPDATE prospects SET xsell = true, client_id = $3,
       status = CASE WHEN status = 'client' THEN 'pending' ELSE status END, updated_at = now()
     WHERE tenant_id = $1 AND id = $2 RETURNING *`,
    [tenant.id, prospectId, clientId],
  );
  return rows[0];
}

/**
 * The contracts call of a valid subscription: the prospect gets its client (the account of its e-mail,
 * created inactive when new) and a draft contract priced from its offer; answers a client session for it.
 */
export async function draftContract(
  db: Database,
  tenant: Tenant,
  prospect: ProspectRow,
  offer: OfferFacts,
): Promise<Session> {
  return db.transaction(async (tx) => {
    let clientId = prospect.client_id;
    if (clientId === null) {
      const found = await inactiveClientFor(tx, tenant, String(prospect.email ?? ''));
      // Activated in between: the e-mail now belongs to a client, as the subscription's check would have said.
      if (found === undefined) {
        throw new DomainFailure('subscription_not_valid', NOT_VALID, { email: [CLIENT_EMAIL] });
      }
      clientId = found;
      await attachClient(tx, prospect.id, clientId);
    }
    await saveDraftContract(tx, tenant, {
      prospectId: prospect.id,
      clientId,
      product: offer.product.slug,
      formula: offer.selection?.formula ?? offer.priced.recommendation,
      premium: offer.priced.price?.total.amount ?? 0,
    });
    return openClientSession(tx, tenant, clientId, prospect.id);
  });
}

/**
 * Finalizes a signed and paid subscription: its contract becomes active, the client's account is activated
 * and, the first time, sent the welcome e-mail through the outbox with the contract's number and a single-use link to choose a password
 * (`passwordLink` makes its address from the token; no password travels by e-mail), and the prospect is a
 * client. Answers a fresh client session.
 */
export async function finalizeSubscription(
  db: Database,
  tenant: Tenant,
  prospect: ProspectRow,
  clientId: string,
  locale: string,
  passwordLink: (token: string) => string,
): Promise<Session> {
  return db.transaction(async (tx) => {
    const contractNumber = await activateContract(tx, prospect, clientId);
    await emitContractIssued(tx, prospect.id);
    const login = await activateClient(tx, clientId);
    if (login !== undefined) {
      const token = await createPasswordLink(tx, tenant, clientId, 'welcome');
      await queueMessage(tx, {
        // The link lets its holder choose the password: a real relay clears the body once sent.
        secret: true,
        tenantId: tenant.id,
        channel: 'email',
        recipient: login,
        subject: `${tenant.name}: ${coreText('welcome.subject', locale)}`,
        body: coreText('welcome.body', locale, {
          login,
          link: passwordLink(token),
          contract_number: contractNumber,
        }),
        prospectId: prospect.id,
        kind: 'welcome',
      });
    }
    return openClientSession(tx, tenant, clientId, prospect.id);
  });
}
