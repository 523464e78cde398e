import { saleRecord } from '../certificates/proof-of-sale.ts';
import {
  contractDocumentRefs,
  contractDocuments,
  findContract,
  listContracts,
  serializeClientContract,
} from '../clients/client-contracts.ts';
import { requestAccountDeletion } from '../clients/deletion-requests.ts';
import { templateValues } from '../documents/document-values.ts';
import { codeLabel, renderDocumentPdf } from '../documents/documents.ts';
import { endClientSession } from '../infrastructure/client-sessions.ts';
import { type OfferFacts, offerFacts } from '../offers/offers.ts';
import { findOwnedProspect } from '../prospects/owned-prospect.ts';
import { serializeProspect } from '../prospects/prospect-bodies.ts';
import { findProspect } from '../prospects/prospects.ts';
import { createHandOff, exchangeHandOff } from '../prospects/session-hand-offs.ts';
import { readClient } from '../self-service/contact-details.ts';
import { changeActor, listChanges } from '../self-service/self-service-changes.ts';
import { signedDocument } from '../signatures/signed-subscriptions.ts';
import { ApiError } from './api-error.ts';
import { type Handler, type HandlerContext, listEnvelope, paging } from './handler.ts';

// The app checks the session before any of these handlers runs (the operations' security asks for it).
export function sessionOf(context: Pick<HandlerContext, 'session'>) {
  if (context.session === undefined)
    throw new ApiError(401, 'unauthorized', 'The client session is missing or has expired.');
  return context.session;
}

/** DELETE v2/clients/session: logout ends the session on the server (ARCHITECTURE: client sessions). */
export const logOutClient: Handler<'logOutClient'> = async ({ db, tenant, request }) => {
  await endClientSession(db, tenant, request.header('x-client-session'));
  return { status: 204 };
};

/**
 * POST v2/clients/session/hand-off: a single-use code, valid 60 seconds, that carries
 * this session to the other app (the journey to the customer space and back) in place of the token itself.
 */
export const createClientHandOff: Handler<'createClientHandOff'> = async (context) => {
  const token = context.request.header('x-client-session') ?? '';
  const handOff = await createHandOff(context.db, context.tenant, token, sessionOf(context));
  return { status: 201, body: { data: handOff } };
};

/**
 * POST v2/clients/session/hand-off/exchange: the code, once, for a new session of the same client and prospect
 * (422 `invalid_hand_off` for any code that cannot be exchanged). Attempts are limited per address.
 */
export const exchangeClientHandOff: Handler<'exchangeClientHandOff'> = async ({ db, tenant, input }) => {
  const session = await exchangeHandOff(db, tenant, input.body.code);
  return { status: 200, body: { data: session } };
};

/**
 * GET v2/clients/me: the session's client with their contact details, and the prospect the session was opened
 * for (null for a login). With `prospect_id`, 404 unless the session may act on that prospect (the journey
 * adopts a session token from its query string only then).
 */
export const getCurrentClient: Handler<'getCurrentClient'> = async (context) => {
  const session = sessionOf(context);
  const client = await readClient(context.db, context.tenant, session);
  const asked = context.input.query.prospect_id;
  if (asked !== undefined) await findOwnedProspect(context.db, context.tenant, asked, session);
  return { status: 200, body: { data: client } };
};

/**
 * POST v2/clients/me/deletion: the client asks to delete their account; the e-mail is in the page's language
 * and the tenant's operators get `client.deletion_requested`.
 */
export const requestClientAccountDeletion: Handler<'requestClientAccountDeletion'> = async (context) => {
  const request = await requestAccountDeletion(
    context.db,
    context.tenant,
    sessionOf(context),
    context.locale,
    changeActor(context.request, 'session'),
  );
  return { status: 201, body: { data: request } };
};

/** The most contracts and self-service changes a data export lists (far above what one client holds or makes). */
const EXPORT_CONTRACTS = 1000;
const EXPORT_CHANGES = 1000;

/**
 * GET v2/clients/me/data: everything the core holds about the client as the session sees it (the account, and
 * for each contract its subscription's answers, signature audit record and payment reference, and the changes the
 * client made in the customer space), offered as a file.
 */
export const exportClientData: Handler<'exportClientData'> = async (context) => {
  const session = sessionOf(context);
  const { db, tenant, locale } = context;
  const client = await readClient(db, tenant, session);
  const { rows } = await listContracts(db, tenant, session, { perPage: EXPORT_CONTRACTS, offset: 0 });
  const contracts = await Promise.all(
    rows.map(async (row) => ({
      contract: serializeClientContract(row, locale),
      subscription: await serializeProspect(db, tenant, await findProspect(db, tenant, row.prospect_id)),
      ...(await saleRecord(db, row.prospect_id)),
    })),
  );
  return {
    status: 200,
    headers: { 'Content-Disposition': 'attachment; filename="my-data.json"' },
    body: {
      data: {
        exported_at: new Date().toISOString(),
        client,
        contracts,
        changes: (await listChanges(db, client.id, { perPage: EXPORT_CHANGES, offset: 0 })).rows,
      },
    },
  };
};

/** GET v2/clients/me/contracts: the customer space's contracts, schedule and resume step included. */
export const listClientContracts: Handler<'listClientContracts'> = async (context) => {
  const { page, perPage, offset } = paging(context.input);
  const { rows, total } = await listContracts(context.db, context.tenant, sessionOf(context), {
    perPage,
    offset,
  });
  return listEnvelope(
    rows.map((row) => serializeClientContract(row, context.locale)),
    total,
    page,
    perPage,
  );
};

/** GET v2/clients/me/contracts/{contractId}/documents: signed contract, SEPA mandate, product documents. */
export const listClientContractDocuments: Handler<'listClientContractDocuments'> = async (context) => {
  const { page, perPage, offset } = paging(context.input);
  const contract = await findContract(
    context.db,
    context.tenant,
    sessionOf(context),
    context.input.params.contractId,
  );
  const documents = contractDocuments(contract, context.locale);
  return listEnvelope(documents.slice(offset, offset + perPage), documents.length, page, perPage);
};

/**
 * GET v2/clients/me/contracts/{contractId}/documents/{documentId}: one of them as a PDF; a signed document as
 * its bytes were signed (docs/security.md, "The signed state"), the SEPA mandate made from the payment.
 */
export const downloadClientContractDocument: Handler<'downloadClientContractDocument'> = async (context) => {
  const { db, tenant, input, locale } = context;
  const contract = await findContract(db, tenant, sessionOf(context), input.params.contractId);
  const ref = contractDocumentRefs(contract).find((candidate) => candidate.id === input.params.documentId);
  if (ref === undefined) throw new ApiError(404, 'not_found', 'This contract has no such document.');
  const signed = await signedDocument(db, contract.prospect_id, ref.id);
  if (signed !== undefined) {
    return {
      status: 200,
      binary: { bytes: signed.bytes, contentType: 'application/pdf', fileName: `${ref.id}.pdf` },
    };
  }
  const prospect = await findProspect(db, tenant, contract.prospect_id);
  // A finished subscription has no live offer any more (offerFacts refuses it): the contract's facts stand in.
  let offer: OfferFacts | undefined;
  try {
    offer = await offerFacts(db, tenant, prospect, locale);
  } catch {
    offer = undefined;
  }
  const date = (iso: string | null) =>
    iso === null ? '—' : new Intl.DateTimeFormat(locale, { dateStyle: 'long' }).format(new Date(iso));
  const values = {
    ...templateValues(prospect, offer, ref, locale),
    insurer: tenant.name,
    formula: codeLabel(contract.formula, locale),
    premium: new Intl.NumberFormat(locale, { style: 'currency', currency: 'EUR' }).format(
      contract.annual_premium / 100,
    ),
    starts_on: date(contract.starts_on),
    signed_at: date(contract.signed_at ?? contract.paid_at),
    mandate_reference: contract.mandate_reference ?? '—',
    iban_last4: contract.iban_last4 ?? '—',
  };
  const bytes = await renderDocumentPdf(ref, locale, tenant.name, values);
  return { status: 200, binary: { bytes, contentType: 'application/pdf', fileName: `${ref.id}.pdf` } };
};
