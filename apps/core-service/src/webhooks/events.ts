/**
 * The lifecycle events, written in the same transaction as the change they tell of: one `webhook_events` row
 * with its body fixed, and one delivery per endpoint of the tenant that asked for that type (the relay,
 * webhooks/delivery.ts, sends them). A tenant without such an endpoint gets no row at all. The payloads are the
 * contract's `webhooks` section: only what the tenant already holds, and of an IBAN its last four characters.
 */
import { randomBytes } from 'node:crypto';
import type { WebhookEvents, WebhookEventType } from '@souscrire/core-api';
import type { Database } from '../db/database.ts';
import type { AgentRow, PaymentRow } from '../db/rows.ts';

type Queryable = Pick<Database, 'query'>;

/** The `data` of an event type, as the contract describes it. */
export type WebhookData<Type extends WebhookEventType> = WebhookEvents[Type]['data'];

/** Every event type, in the contract's order (the CLI's `--events all`). */
export const WEBHOOK_EVENT_TYPES: readonly WebhookEventType[] = [
  'prospect.created',
  'agent.subscription_started',
  'quote.priced',
  'subscription.signed',
  'payment.succeeded',
  'payment.failed',
  'sepa.debit.rejected',
  'contract.issued',
  'contract.cancellation_requested',
  'client.deletion_requested',
] satisfies readonly WebhookEventType[];

/** The offer facts an event states (structural: the domain modules import this one, not the reverse). */
type Quote = WebhookData<'quote.priced'>;
type Formula = Quote['formula'];

const iso = (value: Date | string): string => new Date(value).toISOString();
const euros = (amount: number) => ({ amount, currency: 'EUR' as const });

/**
 * Queues an event of the tenant for each of its endpoints that wants `type`, in `tx` (the transaction of the
 * change, so the event exists if and only if the change does). One statement.
 *
 * @example
 * await emitWebhookEvent(tx, 'maif', 'payment.failed', { payment_id, prospect_id, method: 'card', … });
 */
export async function emitWebhookEvent<Type extends WebhookEventType>(
  tx: Queryable,
  tenantId: string,
  type: Type,
  data: WebhookData<Type>,
): Promise<void> {
  const id = `evt_${randomBytes(16).toString('hex')}`;
  const body = JSON.stringify({ id, type, created_at: new Date().toISOString(), tenant: tenantId, data });
  await tx.query(
    `WITH wanted AS (
       SELECT id FROM webhook_endpoints WHERE tenant_id = $1 AND removed_at IS NULL AND $2::text = ANY (events)
     ), event AS (
       INSERT INTO webhook_events (id, tenant_id, type, body) SELECT $3, $1, $2, $4 WHERE EXISTS (SELECT 1 FROM wanted)
       RETURNING id
     )
     INSERT INTO webhook_deliveries (id, event_id, endpoint_id) SELECT gen_random_uuid(), event.id, wanted.id
     FROM event, wanted`,
    [tenantId, type, id, body],
  );
}

/** The prospect columns the prospect events read. */
type NewProspect = {
  id: string;
  tenant_id: string;
  siret: string | null;
  name?: unknown;
  agent_id: string | null;
};

/**
 * `prospect.created` for a new prospect and, when an agent's link started it, `agent.subscription_started`
 * with that agent.
 */
export async function emitProspectCreated(tx: Queryable, prospect: NewProspect): Promise<void> {
  const company = {
    identifier: prospect.siret,
    name: typeof prospect.name === 'string' ? prospect.name : null,
  };
  await emitWebhookEvent(tx, prospect.tenant_id, 'prospect.created', {
    prospect_id: prospect.id,
    started_by: prospect.agent_id === null ? 'prospect' : 'agent',
    company,
  });
  if (prospect.agent_id === null) return;
  const [agent] = await tx.query<Pick<AgentRow, 'id' | 'name'>>('SELECT id, name FROM agents WHERE id = $1', [
    prospect.agent_id,
  ]);
  if (agent === undefined) return;
  await emitWebhookEvent(tx, prospect.tenant_id, 'agent.subscription_started', {
    prospect_id: prospect.id,
    agent_id: agent.id,
    agent_name: agent.name,
    company,
  });
}

/** `subscription.signed`, from what the signing stored (signatures/signing.ts). */
export async function emitSubscriptionSigned(
  tx: Queryable,
  signed: {
    prospect: { id: string; tenant_id: string };
    signatureId: string;
    signedAt: Date | string;
    record: { offer: { product: string; formula: Formula }; annual_premium: number };
  },
): Promise<void> {
  await emitWebhookEvent(tx, signed.prospect.tenant_id, 'subscription.signed', {
    prospect_id: signed.prospect.id,
    signature_id: signed.signatureId,
    signed_at: iso(signed.signedAt),
    product: signed.record.offer.product,
    formula: signed.record.offer.formula,
    annual_premium: euros(signed.record.annual_premium),
  });
}

/**
 * The event of a payment that just settled, read from its row: `payment.succeeded`; `payment.failed` for a
 * declined card; `sepa.debit.rejected` for a debit the bank rejected. A charge released (voided, refunded) tells
 * nothing: the payment that stands told its own.
 */
export async function emitPaymentSettled(tx: Queryable, paymentId: string): Promise<void> {
  const [payment] = await tx.query<
    Pick<
      PaymentRow,
      | 'id'
      | 'tenant_id'
      | 'prospect_id'
      | 'method'
      | 'frequency'
      | 'status'
      | 'amount'
      | 'mandate_reference'
      | 'iban_last4'
    >
  >(
    `SELECT id, tenant_id, prospect_id, method, frequency, status, amount, mandate_reference, iban_last4
     FROM payments WHERE id = $1`,
    [paymentId],
  );
  if (payment === undefined) return;
  const type =
    payment.status === 'succeeded'
      ? 'payment.succeeded'
      : payment.status !== 'failed'
        ? undefined
        : payment.method === 'sepa'
          ? 'sepa.debit.rejected'
          : 'payment.failed';
  if (type === undefined) return;
  await emitWebhookEvent(tx, payment.tenant_id, type, {
    payment_id: payment.id,
    prospect_id: payment.prospect_id,
    method: payment.method,
    frequency: payment.frequency,
    amount: euros(payment.amount),
    mandate_reference: payment.mandate_reference,
    iban_last4: payment.iban_last4,
  });
}

/** `contract.issued` for the prospect's contract, just made active. */
export async function emitContractIssued(tx: Queryable, prospectId: string): Promise<void> {
  const [contract] = await tx.query<{
    id: string;
    tenant_id: string;
    client_id: string;
    product: string;
    formula: WebhookData<'contract.issued'>['formula'];
    annual_premium: number;
    starts_on: string | null;
  }>(
    `SELECT id, tenant_id, client_id, product, formula, annual_premium, to_char(starts_on, 'YYYY-MM-DD') AS starts_on
     FROM contracts WHERE prospect_id = $1 AND status = 'active'`,
    [prospectId],
  );
  if (contract === undefined) return;
  await emitWebhookEvent(tx, contract.tenant_id, 'contract.issued', {
    contract_id: contract.id,
    prospect_id: prospectId,
    client_id: contract.client_id,
    product: contract.product,
    formula: contract.formula,
    annual_premium: euros(contract.annual_premium),
    starts_on: contract.starts_on,
  });
}

/** `quote.priced` for the offer choice just saved, at the price `facts` gave it. */
export async function emitQuotePriced(
  tx: Queryable,
  prospect: { id: string; tenant_id: string },
  facts: {
    product: { slug: string };
    priced: { price: { total: Quote['annual_premium'] } | null };
    selection: Pick<Quote, 'formula' | 'excess_level' | 'options'> | null;
  },
  pricedAt: Date,
): Promise<void> {
  const { selection, priced } = facts;
  if (selection === null || priced.price === null) return;
  await emitWebhookEvent(tx, prospect.tenant_id, 'quote.priced', {
    prospect_id: prospect.id,
    product: facts.product.slug,
    formula: selection.formula,
    excess_level: selection.excess_level,
    options: selection.options,
    annual_premium: priced.price.total,
    priced_at: iso(pricedAt),
  });
}
