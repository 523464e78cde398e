/**
 * A contract's proof-of-sale file, for the client and the insurer's auditor: what was shown and signed, as it was
 * signed, with the signature's audit record and the payment's reference (docs/security.md, "The signed state").
 */
import { strToU8, zipSync } from 'fflate';
import type { Database } from '../db/database.ts';
import type { ContractRow, PaymentRow } from '../db/rows.ts';
import { listDocumentEntries, templateVersion } from '../documents/documents.ts';
import { DomainFailure } from '../failures.ts';
import { findSignedSubscription, signedDocuments } from '../signatures/signed-subscriptions.ts';

type Queryable = Pick<Database, 'query'>;

const iso = (moment: Date | string) => new Date(moment).toISOString();

/** How a subscription was signed, as its proof of sale records it. */
export type SignatureAuditRecord = {
  signed_at: string;
  consented_at: string;
  phone: string;
  codes_sent: number;
  code_attempts: number;
  ip_address: string;
  locale: string;
};

/** The payment that pays a contract: paid, or a SEPA debit the bank has not confirmed yet. */
export type PaymentReference = {
  method: PaymentRow['method'];
  status: string;
  reference: string | null;
  provider_reference: string | null;
  created_at: string;
};

/**
 * A subscription's sale record: the signature's audit record (null when it was not signed through the service)
 * and the reference of the payment that pays it (null before one), as the proof of sale and the client's data
 * export show them.
 *
 * @example
 * const { signature, payment } = await saleRecord(db, contract.prospect_id);
 */
export async function saleRecord(
  db: Queryable,
  prospectId: string,
): Promise<{ signature: SignatureAuditRecord | null; payment: PaymentReference | null }> {
  const record = await findSignedSubscription(db, prospectId);
  const payments = await db.query<
    Pick<PaymentRow, 'id' | 'method' | 'status' | 'mandate_reference' | 'provider_reference' | 'created_at'>
  >(
    `SELECT id, method, status, mandate_reference, provider_reference, created_at FROM payments
     WHERE prospect_id = $1 AND status IN ('succeeded', 'processing') ORDER BY created_at DESC LIMIT 1`,
    [prospectId],
  );
  const payment = payments[0];
  return {
    signature:
      record === undefined
        ? null
        : {
            signed_at: iso(record.signed_at),
            consented_at: iso(record.consented_at),
            phone: record.phone_hint,
            codes_sent: record.codes_sent,
            code_attempts: record.code_attempts,
            ip_address: record.ip_address,
            locale: record.locale,
          },
    payment:
      payment === undefined
        ? null
        : {
            method: payment.method,
            status: payment.status,
            reference: payment.method === 'sepa' ? payment.mandate_reference : payment.id,
            provider_reference: payment.provider_reference,
            created_at: iso(payment.created_at),
          },
  };
}

/**
 * The zip of a signed contract (404 for one signed elsewhere, which has no signed record): `documents/{id}.pdf`
 * as signed, `SHA256SUMS` in sha256sum's format, and `proof-of-sale.json` with the contract, each document's
 * SHA-256 and its text's version, the signature's audit record and the payment's reference.
 */
export async function proofOfSale(db: Queryable, contract: ContractRow, locale: string): Promise<Uint8Array> {
  const { signature, payment } = await saleRecord(db, contract.prospect_id);
  if (signature === null)
    throw new DomainFailure(
      'not_found',
      'This contract was not signed through the service: it has no proof.',
    );
  const documents = await signedDocuments(db, contract.prospect_id);
  const names = listDocumentEntries(contract.prospect_id, documents, locale);
  const files = documents.map((document, index) => ({
    file: `documents/${document.id}.pdf`,
    id: document.id,
    name: names[index]?.name ?? document.id,
    template: document.template,
    template_version: templateVersion(document.template),
    sha256: document.sha256,
    bytes: document.bytes,
  }));
  const proof = {
    contract: {
      id: contract.id,
      number: contract.number,
      product: contract.product,
      formula: contract.formula,
      starts_on: contract.starts_on,
    },
    documents: files.map(({ bytes: _bytes, ...listed }) => listed),
    signature,
    payment,
  };
  const sums = files.map((file) => `${file.sha256}  ${file.file}\n`).join('');
  return zipSync({
    'proof-of-sale.json': strToU8(`${JSON.stringify(proof, null, 2)}\n`),
    SHA256SUMS: strToU8(sums),
    ...Object.fromEntries(files.map((file) => [file.file, file.bytes])),
  });
}
