import type { ProspectRow } from '../db/rows.ts';
import { templateValues } from '../documents/document-values.ts';
import {
  type DocumentRef,
  documentRefs,
  listDocumentEntries,
  renderDocumentPdf,
  zipDocuments,
} from '../documents/documents.ts';
import { type OfferFacts, offerFacts } from '../offers/offers.ts';
import { FORMULAS } from '../offers/pricing.ts';
import { findOwnedProspect } from '../prospects/owned-prospect.ts';
import { findProspect } from '../prospects/prospects.ts';
import { subscriptionProblems } from '../questions/subscription-rules.ts';
import {
  journeyDocuments,
  type SignedDocument,
  signedDocuments,
} from '../signatures/signed-subscriptions.ts';
import { ApiError } from './api-error.ts';
import type { Handler, HandlerContext } from './handler.ts';

async function facts(
  context: Pick<HandlerContext, 'db' | 'tenant' | 'locale'>,
  prospect: ProspectRow,
): Promise<OfferFacts | undefined> {
  try {
    return await offerFacts(context.db, context.tenant, prospect, context.locale);
  } catch {
    return undefined;
  }
}

function refs(prospect: ProspectRow, offer: OfferFacts | undefined): DocumentRef[] {
  return documentRefs(offer?.selection?.formula ?? null, prospect.xsell === true);
}

function pdf(document: Pick<SignedDocument, 'id' | 'bytes'>) {
  return {
    status: 200 as const,
    binary: { bytes: document.bytes, contentType: 'application/pdf', fileName: `${document.id}.pdf` },
  };
}

/**
 * GET v2/prospects/{id}/documents, the documents of the chosen formula (client session); once signed,
 * the documents as they were signed (docs/security.md, "The signed state").
 */
export const listDocuments: Handler<'listDocuments'> = async (context) => {
  const { db, tenant, input, session, locale } = context;
  const prospect = await findOwnedProspect(db, tenant, input.params.id, session);
  const signed = await signedDocuments(db, prospect.id);
  const documents =
    signed.length > 0
      ? listDocumentEntries(prospect.id, journeyDocuments(signed), locale)
      : listDocumentEntries(prospect.id, refs(prospect, await facts(context, prospect)), locale);
  return {
    status: 200,
    body: {
      data: {
        id: prospect.id,
        documents,
        product: prospect.product ?? '',
      },
    },
  };
};

/**
 * One document as a PDF generated from its template with the prospect's data (any formula's product
 * information); once signed, only the signed documents, as their bytes were signed.
 */
export const downloadDocument: Handler<'downloadDocument'> = async (context) => {
  const { db, tenant, input, session, locale } = context;
  const prospect = await findOwnedProspect(db, tenant, input.params.id, session);
  const signed = journeyDocuments(await signedDocuments(db, prospect.id));
  if (signed.length > 0) {
    const document = signed.find((candidate) => candidate.id === input.params.documentId);
    if (document === undefined) throw new ApiError(404, 'not_found', 'This prospect has no such document.');
    return pdf(document);
  }
  const offer = await facts(context, prospect);
  const known = [
    ...refs(prospect, offer),
    ...FORMULAS.map((formula) => ({ id: `ipid-${formula}`, template: 'product-information', formula })),
  ];
  const ref = known.find((candidate) => candidate.id === input.params.documentId);
  if (ref === undefined) throw new ApiError(404, 'not_found', 'This prospect has no such document.');
  const bytes = await renderDocumentPdf(
    ref,
    locale,
    tenant.name,
    templateValues(prospect, offer, ref, locale),
  );
  return pdf({ id: ref.id, bytes });
};

/** GET v2/prospects/{id}/documents/zip, every listed document in one zip (once signed, as signed). */
export const downloadDocumentsZip: Handler<'downloadDocumentsZip'> = async (context) => {
  const { db, tenant, input, session, locale } = context;
  const prospect = await findOwnedProspect(db, tenant, input.params.id, session);
  const signed = await signedDocuments(db, prospect.id);
  const offer = signed.length > 0 ? undefined : await facts(context, prospect);
  const files =
    signed.length > 0
      ? journeyDocuments(signed)
      : await Promise.all(
          refs(prospect, offer).map(async (ref) => ({
            id: ref.id,
            bytes: await renderDocumentPdf(
              ref,
              locale,
              tenant.name,
              templateValues(prospect, offer, ref, locale),
            ),
          })),
        );
  return {
    status: 200,
    binary: { bytes: zipDocuments(files), contentType: 'application/zip', fileName: 'documents.zip' },
  };
};

/** GET v2/prospects/{id}/validate, `valid` true when nothing is missing (reference rules). */
export const validateProspect: Handler<'validateProspect'> = async ({ db, tenant, input }) => {
  const prospect = await findProspect(db, tenant, input.params.id);
  const problems = await subscriptionProblems(db, tenant, prospect);
  return { status: 200, body: { data: { valid: Object.keys(problems).length === 0 } } };
};
