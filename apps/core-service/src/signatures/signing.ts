/**
 * Signing a subscription (docs/security.md, "The signed state"): when the SMS code is verified, the signature
 * is signed and what was signed is stored in the same transaction (signatures/signed-subscriptions.ts): the
 * answers, the offer and its price, each document's bytes with their SHA-256, and the signature's audit record.
 */
import { createHash } from 'node:crypto';
import type { Database } from '../db/database.ts';
import type { ProspectRow } from '../db/rows.ts';
import { templateValues } from '../documents/document-values.ts';
import { codeLabel, type DocumentRef, documentRefs, renderDocumentPdf } from '../documents/documents.ts';
import { DomainFailure } from '../failures.ts';
import { CLEARED_BODY } from '../infrastructure/outbox.ts';
import type { Tenant } from '../infrastructure/tenant.ts';
import { findSelection, offerFacts } from '../offers/offers.ts';
import { liveAmountsDue } from '../payments/payment-options.ts';
import { emitSubscriptionSigned } from '../webhooks/events.ts';
import { numberContract } from './contract-numbers.ts';
import { phoneHint } from './signatures.ts';
import type { SignedDocument, SignedSubscription } from './signed-subscriptions.ts';

/** What is about to be signed, computed before the signing transaction (the PDFs take time to render). */
export type SigningRecord = Pick<
  SignedSubscription,
  'answers' | 'offer' | 'annual_premium' | 'payment_amounts' | 'refund' | 'locale'
> & { documents: SignedDocument[] };

// The prospect's own bookkeeping, which is not an answer the subscriber signed.
const NOT_ANSWERS = new Set(['id', 'tenant_id', 'status', 'created_at', 'updated_at', 'signed_at']);

/** The answers of a prospect row, as a record stores them: the row without its own bookkeeping. */
function answersOf(prospect: ProspectRow): Record<string, unknown> {
  return Object.fromEntries(Object.entries(prospect).filter(([name]) => !NOT_ANSWERS.has(name)));
}

/**
 * Whether a record was prepared from the prospect's live answers and offer choice: read under the prospect's
 * row lock (`FOR UPDATE`), which every answer write takes too (`UNSIGNED` in prospects/prospects.ts, the offer
 * choice's `saveSelection`), so none lands between this check and the signing's commit.
 */
async function recordIsLive(
  tx: Pick<Database, 'query'>,
  prospectId: string,
  record: SigningRecord,
): Promise<boolean> {
  const [live] = await tx.query<ProspectRow>('SELECT * FROM prospects WHERE id = $1 FOR UPDATE', [
    prospectId,
  ]);
  const choice = await findSelection(tx, prospectId);
  return (
    live !== undefined &&
    choice !== null &&
    JSON.stringify(answersOf(live)) === JSON.stringify(record.answers) &&
    choice.formula === record.offer.formula &&
    choice.excess_level === record.offer.excess_level &&
    JSON.stringify(choice.options) === JSON.stringify(record.offer.options) &&
    choice.audience === record.offer.audience
  );
}

/** The SHA-256 of a document's bytes, in hex. */
export function documentSha256(bytes: Uint8Array): string {
  return createHash('sha256').update(bytes).digest('hex');
}

/**
 * Prices the prospect's offer and renders its documents as they are signed now: the documents read before
 * signing and the signed contract, in the signer's language, with the contract's number (taken now when the
 * contract has none yet: signatures/contract-numbers.ts).
 */
export async function prepareSigningRecord(
  db: Database,
  tenant: Tenant,
  prospect: ProspectRow,
  locale: string,
  now = new Date(),
): Promise<SigningRecord> {
  const offer = await offerFacts(db, tenant, prospect, locale);
  const due = await liveAmountsDue(db, tenant, prospect, locale, now);
  const selection = offer.selection;
  const price = offer.priced.price;
  if (due === undefined || selection === null || price === null) {
    throw new DomainFailure('subscription_not_valid', 'Subscription is not valid', {
      offer: ['An offer must be chosen before signing'],
    });
  }
  const day = new Intl.DateTimeFormat(locale, { dateStyle: 'long' }).format(now);
  const contractNumber = await numberContract(db, tenant.id, prospect.id);
  const contract: DocumentRef = {
    id: 'signed-contract',
    template: 'signed-contract',
    formula: selection.formula,
  };
  const refs = [...documentRefs(selection.formula, prospect.xsell), contract];
  const documents = await Promise.all(
    refs.map(async (ref) => {
      const values = templateValues(prospect, offer, ref, locale);
      const bytes = await renderDocumentPdf(
        ref,
        locale,
        tenant.name,
        ref === contract
          ? {
              ...values,
              insurer: tenant.name,
              contract_number: contractNumber,
              formula: codeLabel(selection.formula, locale),
              starts_on: day,
              signed_at: day,
            }
          : values,
      );
      return { ...ref, bytes, sha256: documentSha256(bytes) };
    }),
  );
  return {
    answers: answersOf(prospect),
    offer: {
      product: offer.product.slug,
      formula: selection.formula,
      excess_level: selection.excess_level,
      options: selection.options,
      audience: selection.audience,
      price: { premium: price.premium, fees: price.fees },
    },
    annual_premium: price.total.amount,
    payment_amounts: due.amounts,
    refund: due.refund?.amount ?? null,
    locale,
    documents,
  };
}

/** How a signing ended: signed now, already signed or no longer pending, or prepared from stale answers. */
export type SigningOutcome = 'signed' | 'not pending' | 'answers changed';

/**
 * Signs, in one transaction holding the prospect's row lock: the record must have been prepared from the live
 * answers and offer choice ('answers changed' otherwise: an answer was written while the documents rendered;
 * prepare it again), the signature is signed (its codes' SMS no longer kept in clear), the record is stored
 * with the audit record (time, masked phone, codes sent and tried, IP address, consent time), the prospect's
 * answers are frozen and its draft contract takes the signed formula and premium. 'not pending' when the
 * signature was no longer pending (another verification signed it first).
 */
export async function signSubscription(
  db: Database,
  prospect: Pick<ProspectRow, 'id' | 'tenant_id' | 'phone'>,
  signatureId: string,
  record: SigningRecord,
  ipAddress: string,
): Promise<SigningOutcome> {
  return db.transaction(async (tx): Promise<SigningOutcome> => {
    if (!(await recordIsLive(tx, prospect.id, record))) return 'answers changed';
    const signed = await tx.query<{ signed_at: Date | string }>(
      `UPDATE signatures SET status = 'signed', signed_at = now(), code_hash = NULL
       WHERE id = $1 AND status = 'pending' AND consented_at IS NOT NULL RETURNING signed_at`,
      [signatureId],
    );
    if (signed.length === 0) return 'not pending';
    // The codes have done their work: their SMS are not kept in clear (the dev mailbox showed them until now).
    await tx.query(
      "UPDATE outbox SET body = $2 WHERE prospect_id = $1 AND kind = 'signature-code' AND secret",
      [prospect.id, CLEARED_BODY],
    );
    await tx.query(
      `INSERT INTO signed_subscriptions (prospect_id, tenant_id, signature_id, answers, offer, annual_premium,
         payment_amounts, refund, locale, signed_at, consented_at, phone_hint, codes_sent, code_attempts, ip_address)
       SELECT $1, $2, s.id, $3, $4, $5, $6, $7, $8, s.signed_at, s.consented_at, $9, s.codes_sent, s.code_attempts, $10
       FROM signatures s WHERE s.id = $11`,
      [
        prospect.id,
        prospect.tenant_id,
        JSON.stringify(record.answers),
        JSON.stringify(record.offer),
        record.annual_premium,
        JSON.stringify(record.payment_amounts),
        record.refund,
        record.locale,
        phoneHint(typeof prospect.phone === 'string' ? prospect.phone : ''),
        ipAddress,
        signatureId,
      ],
    );
    for (const [position, document] of record.documents.entries()) {
      await tx.query(
        `INSERT INTO signed_documents (prospect_id, document_id, template, formula, position, bytes, sha256)
         VALUES ($1, $2, $3, $4, $5, $6, $7)`,
        [
          prospect.id,
          document.id,
          document.template,
          document.formula,
          position,
          document.bytes,
          document.sha256,
        ],
      );
    }
    await tx.query('UPDATE prospects SET signed_at = $2, updated_at = now() WHERE id = $1', [
      prospect.id,
      signed[0]?.signed_at,
    ]);
    await tx.query(
      `UPDATE contracts SET formula = $2, annual_premium = $3, starts_on = COALESCE(starts_on, current_date),
         updated_at = now() WHERE prospect_id = $1 AND status = 'draft'`,
      [prospect.id, record.offer.formula, record.annual_premium],
    );
    await emitSubscriptionSigned(tx, {
      prospect,
      signatureId,
      signedAt: signed[0]?.signed_at ?? new Date(),
      record,
    });
    return 'signed';
  });
}
