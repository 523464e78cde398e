/**
 * What a subscription was signed with (docs/security.md, "The signed state"): its answers, its offer and price,
 * its documents' bytes and the signature's audit record, written once when the SMS code is verified
 * (signatures/signing.ts). The payment amounts, the contract's premium and every document are read from here.
 */
import type { components } from '@souscrire/core-api';
import type { Database } from '../db/database.ts';
import type { DocumentRef } from '../documents/documents.ts';
import type { FormulaName } from '../offers/pricing.ts';

type Queryable = Pick<Database, 'query'>;

/** A signed subscription's record (the signed_subscriptions row). */
export type SignedSubscription = {
  prospect_id: string;
  tenant_id: string;
  signature_id: string;
  /** The prospect's answers as signed: product, criteria, eligibility, company, contact, beneficial owners. */
  answers: Record<string, unknown>;
  /** The offer chosen and its price, amounts in minor units. */
  offer: {
    product: string;
    formula: FormulaName;
    excess_level: string;
    options: string[];
    audience: string | null;
    price: { premium: components['schemas']['Money']; fees: components['schemas']['Money'] };
  };
  annual_premium: number;
  payment_amounts: components['schemas']['PaymentAmount'][];
  refund: number | null;
  locale: string;
  signed_at: Date | string;
  consented_at: Date | string;
  phone_hint: string;
  codes_sent: number;
  code_attempts: number;
  ip_address: string;
};

/** A document as it was signed: its bytes and their SHA-256 (hex). */
export type SignedDocument = DocumentRef & { bytes: Uint8Array; sha256: string };

/** The prospect's signed record, or undefined before the signature. */
export async function findSignedSubscription(
  db: Queryable,
  prospectId: string,
): Promise<SignedSubscription | undefined> {
  const rows = await db.query<SignedSubscription>(
    'SELECT * FROM signed_subscriptions WHERE prospect_id = $1',
    [prospectId],
  );
  return rows[0];
}

/** The signed documents of a prospect, in the order they were listed when signing (none before). */
export async function signedDocuments(db: Queryable, prospectId: string): Promise<SignedDocument[]> {
  const rows = await db.query<{
    document_id: string;
    template: string;
    formula: FormulaName | null;
    bytes: Uint8Array;
    sha256: string;
  }>(
    `SELECT document_id, template, formula, bytes, sha256 FROM signed_documents WHERE prospect_id = $1
     ORDER BY position`,
    [prospectId],
  );
  return rows.map((row) => ({
    id: row.document_id,
    template: row.template,
    formula: row.formula,
    bytes: new Uint8Array(row.bytes),
    sha256: row.sha256,
  }));
}

/** The signed document of that id, or undefined. */
export async function signedDocument(
  db: Queryable,
  prospectId: string,
  documentId: string,
): Promise<SignedDocument | undefined> {
  return (await signedDocuments(db, prospectId)).find((document) => document.id === documentId);
}

/** The signed documents the journey serves (the signed contract is the customer space's). */
export function journeyDocuments(documents: readonly SignedDocument[]): SignedDocument[] {
  return documents.filter((document) => document.template !== 'signed-contract');
}
