import type { components } from '@souscrire/core-api';
import type { Database } from '../db/database.ts';
import type { ProspectRow } from '../db/rows.ts';
import { DomainFailure } from '../failures.ts';
import { queueMessage } from '../infrastructure/outbox.ts';
import type { Tenant } from '../infrastructure/tenant.ts';
import { UNSIGNED, unsignedRow, workflowFacts } from '../prospects/prospects.ts';
import { coreText } from '../reference/core-texts.ts';

/** How an adviser reaches the prospect. */
export type CustomOfferContact = components['schemas']['CustomOfferRequest'];

// The confirmation the prospect receives, in the language of the page they asked from.
/**
 * Records a custom offer request (qualification leads to unhooking): only for criteria outside the
 * product's bounds (409 otherwise); the contact details are saved on the prospect, the request time and
 * message kept for the advisers, and a confirmation e-mailed to the prospect. Asking again updates the
 * request (a corrected phone or message).
 */
export async function requestCustomOffer(
  db: Database,
  tenant: Tenant,
  prospect: ProspectRow,
  contact: CustomOfferContact,
  locale: string,
): Promise<components['schemas']['CustomOfferRequestReceipt']> {
  const facts = await workflowFacts(db, tenant, prospect);
  if (!facts.unhooked) {
    throw new DomainFailure(
      'within_bounds',
      'These criteria can be priced online: there is no custom offer to request.',
    );
  }
  return db.transaction(async (tx) => {
    const rows = await tx.query<{ requested_at: Date | string }>(
      `UPDATE prospects SET email = $3, phone = COALESCE($4, phone), custom_offer_message = $5,
         custom_offer_requested_at = now(), updated_at = now()
       WHERE tenant_id = $1 AND id = $2 AND ${UNSIGNED} RETURNING custom_offer_requested_at AS requested_at`,
      [tenant.id, prospect.id, contact.email, contact.phone ?? null, contact.message ?? null],
    );
    const { requested_at } = unsignedRow(rows);
    await queueMessage(tx, {
      tenantId: tenant.id,
      channel: 'email',
      recipient: contact.email,
      subject: `${tenant.name}: ${coreText('custom-offer.subject', locale)}`,
      body: coreText('custom-offer.body', locale),
      prospectId: prospect.id,
      kind: 'custom-offer',
    });
    return { requested_at: new Date(requested_at).toISOString() };
  });
}
