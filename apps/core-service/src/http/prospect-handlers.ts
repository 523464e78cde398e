import { isClientEmail } from '../clients/clients.ts';
import { noWorkflowYet } from '../failures.ts';
import { agentOfToken } from '../infrastructure/agents.ts';
import type { Tenant } from '../infrastructure/tenant.ts';
import { companyIdText, readCompanyId } from '../prospects/companies.ts';
import type { RegisteredCompany } from '../prospects/company-register.ts';
import { assertContactMayChange } from '../prospects/contact-freeze.ts';
import { prospectBody, serializeProspect, workflowOf } from '../prospects/prospect-bodies.ts';
import { issueProspectProof } from '../prospects/prospect-proofs.ts';
import { insertProspect, type NewProspectRow, updateFields } from '../prospects/prospect-writes.ts';
import {
  assertOpen,
  findProspectWithState,
  refreshStatus,
  WORKFLOW_PROSPECT,
} from '../prospects/prospects.ts';
import { answerSource, prospectFieldSection, recordAnswers } from '../questions/answer-sources.ts';
import { checkPhoneFields } from '../questions/phone-numbers.ts';
import { coreText } from '../reference/core-texts.ts';
import { emitProspectCreated } from '../webhooks/events.ts';
import { ApiError, type FieldErrors } from './api-error.ts';
import type { Handler } from './handler.ts';
import { NO_COMPANY_MESSAGE } from './search-handlers.ts';

/** The names of an `include` query parameter (comma-separated). */
export function includes(value: unknown): string[] {
  return value === undefined
    ? []
    : String(value)
        .split(',')
        .map((part) => part.trim())
        .filter((part) => part !== '');
}

const PROSPECT_INCLUDES = ['agentCosmeticData', 'form_subscription', 'step'];

/** A new prospect; enrich fills the company's data from its identifier (the company register, `providers.companies`). */
export const createProspect: Handler<'createProspect'> = async ({ db, tenant, input, providers }) => {
  const body = input.body;
  let company: RegisteredCompany | undefined;
  // A product intent sends null for what it was not given: null is absent.
  if (body.company_identifier != null) {
    const id = readCompanyId(tenant.country, body.company_identifier);
    const rows = id === undefined ? [] : await providers.companies.byId(tenant.country, id);
    company = rows[0];
    if (company === undefined) {
      throw new ApiError(422, 'validation_failed', NO_COMPANY_MESSAGE, {
        company_identifier: [NO_COMPANY_MESSAGE],
      });
    }
  }
  // An agent link names a known agent, whose browser then holds the agent's proof (below).
  const agent = body.agent_token == null ? undefined : await agentOfToken(db, tenant, body.agent_token);
  // An e-mail that already belongs to a client of this tenant: the journey sends them to the login.
  const isClient = body.email !== undefined && (await isClientEmail(db, tenant, body.email));
  const fields: NewProspectRow = {
    status: isClient ? 'client' : 'pending',
    is_client: isClient,
    email: body.email ?? null,
    id_job: body.id_job ?? null,
    agent_id: agent?.id ?? null,
    referer: body.referer ?? null,
    source: body.source ?? null,
    tags: body.tags,
    company: company ?? null,
  };
  // Its webhook events are written with it (src/webhooks/).
  const created = await db.transaction(async (tx) => {
    const row = await insertProspect(tx, tenant, fields);
    await emitProspectCreated(tx, row);
    return row;
  });
  const prospect = await refreshStatus(db, tenant, created);
  // Answered this once, so only the browser that created the prospect holds it (docs/security.md).
  // From an agent's link, that browser is the agent's: the answers written with it are the agent's.
  const proof = await issueProspectProof(db, tenant, prospect.id, agent ? 'agent' : 'creation');
  return { status: 201, body: { data: { ...(await serializeProspect(db, tenant, prospect)), proof } } };
};

/** GET v2/prospects/{id} with include agentCosmeticData, form_subscription and step. */
export const getProspect: Handler<'getProspect'> = async ({ db, tenant, input }) => {
  const asked = includes(input.query.include);
  const unknown = asked.filter((name) => !PROSPECT_INCLUDES.includes(name));
  if (unknown.length > 0) {
    throw new ApiError(400, 'bad_request', `Unknown include: ${unknown.join(', ')}.`, {
      include: [`Allowed values: ${PROSPECT_INCLUDES.join(', ')}`],
    });
  }
  // One query, the prospect with its workflow and company; the catalogue is in memory.
  const { prospect, state } = await findProspectWithState(db, tenant, input.params.id);
  return { status: 200, body: { data: prospectBody(tenant, prospect, state, asked) } };
};

/** The company ID fields a visitor may type (a company the register does not know). */
const COMPANY_ID_FIELDS = ['company_identifier', 'siret'] as const;

/**
 * The prospect's phone fields: `phone` must be a mobile, the signature's SMS code goes to it; the additional
 * one may be any number.
 */
const PHONE_FIELDS = { phone: 'mobile', additional_phone: 'any' } as const;

/**
 * The answers with their company IDs checked by the tenant country's rule (SIREN or SIRET with the Luhn check
 * and La Poste's exception, Handelsregister number and court, partita IVA, NIF: {@link readCompanyId}) and
 * kept in the register's form, and their phone numbers checked by the country's numbering plan and kept in
 * E.164 ({@link checkPhoneFields}); a broken one is a 422 with the error on its field, in the page's language.
 * An ID the register does not know is kept: the visitor typed their company by hand.
 */
function withCheckedAnswers<
  Body extends Partial<Record<(typeof COMPANY_ID_FIELDS)[number] | keyof typeof PHONE_FIELDS, unknown>>,
>(tenant: Tenant, body: Body, locale: string): Body {
  const phones = checkPhoneFields(tenant, body, PHONE_FIELDS, locale);
  const checked: Record<string, unknown> = { ...phones.checked };
  const errors: FieldErrors = { ...phones.errors };
  for (const field of COMPANY_ID_FIELDS) {
    const value = body[field];
    if (typeof value !== 'string') continue;
    const id = readCompanyId(tenant.country, value);
    const text = id === undefined ? undefined : companyIdText(id);
    // The prospect keeps at most 30 characters (a German court's long name may not fit).
    if (text === undefined || text.length > 30) {
      errors[field] = [coreText(`company-id.invalid.${tenant.country}`, locale)];
    } else checked[field] = text;
  }
  if (Object.keys(errors).length > 0) {
    throw new ApiError(422, 'validation_failed', 'Some fields are invalid.', errors);
  }
  return checked as Body;
}

/** Saves the answers of the introduction and confirmation screens (every answer is saved). */
export const updateProspect: Handler<'updateProspect'> = async ({ db, tenant, input, request, locale }) => {
  const { prospect, state } = await findProspectWithState(db, tenant, input.params.id);
  assertOpen(prospect);
  const checked = withCheckedAnswers(tenant, input.body, locale);
  const changes = Object.entries(checked);
  // Once contracts exist, the contact details change only with the session owning the prospect (else whoever
  // holds the id could send the SMS code of the signature to their own phone).
  await assertContactMayChange(db, tenant, prospect, checked, request);
  // Who gives these answers (refused before saving when nothing proves it, on an agent's prospect).
  const source = await answerSource(db, tenant, prospect, request);
  const saved = await updateFields(db, tenant, prospect.id, changes);
  await recordAnswers(
    db,
    tenant,
    prospect.id,
    source,
    changes.map(([field, value]) => [prospectFieldSection(field), field, value, prospect[field]]),
  );
  // The company read with the prospect holds unless its company ID changed.
  const updated = await refreshStatus(db, tenant, saved, saved.siret === prospect.siret ? state : undefined);
  return { status: 200, body: { data: await serializeProspect(db, tenant, updated) } };
};

/** GET v2/prospects/{id}/steps. */
export const getProspectWorkflow: Handler<'getProspectWorkflow'> = async ({ db, tenant, input }) => {
  // Of the prospect, only what the workflow rules read.
  const { prospect, state } = await findProspectWithState(db, tenant, input.params.id, WORKFLOW_PROSPECT);
  const workflow = workflowOf(tenant, prospect, state);
  if (workflow === undefined) throw noWorkflowYet();
  return { status: 200, body: { data: workflow } };
};
