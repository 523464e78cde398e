import type { components } from '@souscrire/core-api';
import { ApiError } from '../domain/api-error.ts';
import { type CompanyRow, companiesById, readCompanyId } from '../domain/companies.ts';
import {
  contactFrozen,
  issueProspectProof,
  optionalClientSession,
  sessionOwnsProspect,
} from '../domain/prospect-proofs.ts';
import {
  assertOpen,
  findProspect,
  findProspectWithState,
  newProspectId,
  type ProspectRow,
  prospectBody,
  refreshStatus,
  serializeProspect,
  workflowOf,
} from '../domain/prospects.ts';
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

/** spec 3, 4 and 9: a new prospect; enrich fills the company's data from its identifier (sandbox registry). */
export const createProspect: Handler = async ({ db, tenant, input }) => {
  const body = input.body as components['schemas']['NewProspect'];
  let company: (CompanyRow & { headcount: number; revenue: number }) | undefined;
  // A product intent sends null for what it was not given (spec 2): null is absent.
  if (body.company_identifier != null) {
    const id = readCompanyId(tenant.country, body.company_identifier);
    const rows =
      id === undefined
        ? []
        : await companiesById<{ headcount: number; revenue: number }>(
            db,
            tenant.country,
            id,
            ', headcount, revenue',
          );
    company = rows[0];
    if (company === undefined) {
      throw new ApiError(422, 'validation_failed', NO_COMPANY_MESSAGE, {
        company_identifier: [NO_COMPANY_MESSAGE],
      });
    }
  }
  // An e-mail that already belongs to a client of this tenant: the journey sends them to the login (spec 4).
  const clients =
    body.email === undefined
      ? []
      : await db.query(
          'SELECT 1 FROM prospects WHERE tenant_id = $1 AND lower(email) = lower($2) AND is_client LIMIT 1',
          [tenant.id, body.email],
        );
  const isClient = clients.length > 0;
  const rows = await db.query<ProspectRow>(
    `INSERT INTO prospects (id, tenant_id, platform, status, email, company_identifier, id_job, agent_token, referer,
       source, tags, is_client, agent_cosmetic_data, name, siret, address, postal_code, city, insee_code_city, naf,
       activity_code, company_creation_date, criterias)
     VALUES ($1, $2, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $19, $20, $21)
     RETURNING *`,
    [
      newProspectId(),
      tenant.id,
      isClient ? 'client' : 'pending',
      body.email ?? null,
      company?.siret ?? null,
      body.id_job ?? null,
      body.agent_token ?? null,
      body.referer ?? null,
      body.source ?? null,
      JSON.stringify(body.tags),
      isClient,
      JSON.stringify(body.agent_token == null ? {} : { is_agent: true }),
      company?.name ?? null,
      company?.siret ?? null,
      company?.address ?? null,
      company?.postal_code ?? null,
      company?.city ?? null,
      company?.insee_code ?? null,
      company?.naf ?? null,
      company?.creation_date ?? null,
      // The registry's headcount and revenue pre-fill the criteria the visitor will confirm.
      JSON.stringify(company === undefined ? {} : { headcount: company.headcount, revenue: company.revenue }),
    ],
  );
  const created = rows[0];
  if (created === undefined) throw new Error('INSERT ... RETURNING gave no row');
  const prospect = await refreshStatus(db, tenant, created);
  // issue 13: answered this once, so only the browser that created the prospect holds it (docs/security.md).
  const proof = await issueProspectProof(db, tenant, prospect.id, 'creation');
  return { status: 201, body: { data: { ...(await serializeProspect(db, tenant, prospect)), proof } } };
};

/** The contact fields a signature's SMS code and the client account depend on (issue 13, item 5). */
const CONTACT_FIELDS = ['email', 'phone', 'owner_firstname', 'owner_lastname'] as const;

/** spec 7: GET v2/prospects/{id} with include agentCosmeticData, form_subscription and step. */
export const getProspect: Handler = async ({ db, tenant, input }) => {
  const asked = includes(input.query.include);
  const unknown = asked.filter((name) => !PROSPECT_INCLUDES.includes(name));
  if (unknown.length > 0) {
    throw new ApiError(400, 'bad_request', `Unknown include: ${unknown.join(', ')}.`, {
      include: [`Allowed values: ${PROSPECT_INCLUDES.join(', ')}`],
    });
  }
  // issue 17: one query, the prospect with its workflow and company; the catalogue is in memory.
  const { prospect, state } = await findProspectWithState(db, tenant, String(input.params.id));
  return { status: 200, body: { data: prospectBody(tenant, prospect, state, asked) } };
};

/** Saves the answers of the introduction and confirmation screens (every answer is saved). */
export const updateProspect: Handler = async ({ db, tenant, input, request }) => {
  const prospect = await findProspect(db, tenant, String(input.params.id));
  assertOpen(prospect);
  const changes = Object.entries(input.body as Record<string, string | null>);
  // issue 13: once contracts exist, the contact details change only with the session owning the prospect
  // (else whoever holds the id could send the SMS code of the signature to their own phone).
  const contact = changes
    .filter(
      ([field, value]) => (CONTACT_FIELDS as readonly string[]).includes(field) && value !== prospect[field],
    )
    .map(([field]) => field);
  if (contact.length > 0) {
    const contracts = await db.query('SELECT 1 FROM contracts WHERE tenant_id = $1 AND prospect_id = $2', [
      tenant.id,
      prospect.id,
    ]);
    if (contracts.length > 0) {
      const session = await optionalClientSession(db, tenant, request.header('x-client-session'));
      if (!sessionOwnsProspect(session, prospect)) throw contactFrozen(contact);
    }
  }
  const assignments = changes.map(([field], position) => `${field} = $${position + 3}`);
  const rows = await db.query<ProspectRow>(
    `UPDATE prospects SET ${assignments.join(', ')}, updated_at = now() WHERE tenant_id = $1 AND id = $2 RETURNING *`,
    [tenant.id, prospect.id, ...changes.map(([, value]) => value)],
  );
  const updated = await refreshStatus(db, tenant, rows[0] ?? prospect);
  return { status: 200, body: { data: await serializeProspect(db, tenant, updated) } };
};

/** spec 7: GET v2/prospects/{id}/steps. */
export const getProspectWorkflow: Handler = async ({ db, tenant, input }) => {
  const { prospect, state } = await findProspectWithState(db, tenant, String(input.params.id));
  const workflow = workflowOf(tenant, prospect, state);
  if (workflow === undefined) throw new ApiError(404, 'not_found', 'This prospect has no workflow yet.');
  return { status: 200, body: { data: workflow } };
};
