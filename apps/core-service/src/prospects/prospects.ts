/**
 * Prospects: a prospect's row and its reads, the state the workflow rules need (its workflow and company, in
 * one query), and the status rules (open or over, derived status). Their contract shapes are
 * prospects/prospect-bodies.ts's; the journey's writes prospects/prospect-writes.ts's.
 */
import { randomUUID } from 'node:crypto';
import type { Database, Row } from '../db/database.ts';
import type { ProductRow, ProspectRow, WorkflowRow } from '../db/rows.ts';
import { DomainFailure, prospectNotFound } from '../failures.ts';
import type { Tenant } from '../infrastructure/tenant.ts';
import { SANCTIONS_STEP } from '../offers/catalogue.ts';
import { outOfBounds } from '../questions/criteria-rules.ts';
import type { WorkflowFacts } from '../questions/workflow-rules.ts';

type Queryable = Pick<Database, 'query'>;

/** Loads a prospect of the tenant; unknown and foreign ids answer the same 404. */
export async function findProspect(db: Queryable, tenant: Tenant, id: string): Promise<ProspectRow> {
  const rows = await db.query<ProspectRow>('SELECT * FROM prospects WHERE tenant_id = $1 AND id = $2', [
    tenant.id,
    id,
  ]);
  const row = rows[0];
  if (row === undefined) throw prospectNotFound();
  return row;
}

/** The 409 of a write to the answers of a signed subscription. */
function subscriptionSigned(): DomainFailure {
  return new DomainFailure(
    'subscription_signed',
    'This subscription is signed: its answers can no longer change. A change is a new amendment to sign.',
  );
}

/**
 * The one guard of a signed subscription, run by every write to a prospect's answers (through
 * {@link assertOpen}, or alone where a finished request may still be written): 409 `subscription_signed`
 * (docs/security.md, "The signed state": a change after signing is a new amendment with its own signature,
 * never an edit). It reads the row the handler loaded; the write itself is guarded again in its statement
 * ({@link UNSIGNED}, {@link unsignedRow}), for a signing that commits in between.
 */
export function assertNotSigned(prospect: Pick<ProspectRow, 'signed_at'>): void {
  if (prospect.signed_at !== null && prospect.signed_at !== undefined) throw subscriptionSigned();
}

/**
 * The condition every write to a prospect's answers adds to its `UPDATE prospects ... WHERE`: the statement
 * takes the row's lock, so it waits for a signing holding it (signatures/signing.ts) and then, on PostgreSQL as
 * on PGlite, sees the signed row and writes nothing.
 */
export const UNSIGNED = 'signed_at IS NULL';

/**
 * The row an answer write guarded by {@link UNSIGNED} returned; none: the subscription was signed since the
 * handler loaded it (its id was found then), 409 `subscription_signed`.
 */
export function unsignedRow<Written>(rows: readonly Written[]): Written {
  const row = rows[0];
  if (row === undefined) throw subscriptionSigned();
  return row;
}

/**
 * Refuses changes to a request that is over (cancelled, or already a client) with 409 `conflict`, and to a
 * signed one with 409 `subscription_signed` ({@link assertNotSigned}).
 */
export function assertOpen(prospect: Pick<ProspectRow, 'status' | 'signed_at'>): void {
  if (prospect.status === 'cancelled')
    throw new DomainFailure('conflict', 'This subscription request is cancelled.');
  assertNotSigned(prospect);
  if (prospect.status === 'client') throw new DomainFailure('conflict', 'This prospect is already a client.');
}

/** What a prospect's company tells the rules (its registry state and legal form); undefined without one. */
export type CompanyFacts = { state: string; legal_form: string } | undefined;

/** What the rules need beyond the prospect row: its workflow (none before POST steps) and its company. */
export type ProspectState = { workflow: WorkflowRow | undefined; company: CompanyFacts };

type StateColumns = { state_workflow: WorkflowRow | null; state_company: CompanyFacts | null };

// The workflow and the company of a prospect as two sub-selects, so that one round trip answers both, alone
// (stateOf) or with the prospect row (findProspectWithState).
const STATE_COLUMNS = extraColumns<StateColumns>({
  state_workflow: '(SELECT to_jsonb(w) FROM prospect_workflows w WHERE w.prospect_id = p.id)',
  state_company: `(SELECT to_jsonb(c) FROM (SELECT state, legal_form FROM companies
    WHERE siret = p.siret OR siren = p.siret LIMIT 1) c)`,
});

function stateFrom(columns: StateColumns): ProspectState {
  return { workflow: columns.state_workflow ?? undefined, company: columns.state_company ?? undefined };
}

/**
 * A prospect of the tenant with its workflow and company, in one query (the read path of GET
 * prospect with its includes and GET steps). Unknown and foreign ids answer the same 404.
 */
export async function findProspectWithState(
  db: Queryable,
  tenant: Tenant,
  id: string,
): Promise<{ prospect: ProspectRow; state: ProspectState }>;
export async function findProspectWithState<Name extends ProspectColumn>(
  db: Queryable,
  tenant: Tenant,
  id: string,
  fields: ProspectFields<Name>,
): Promise<{ prospect: Pick<ProspectRow, Name>; state: ProspectState }>;
export async function findProspectWithState(
  db: Queryable,
  tenant: Tenant,
  id: string,
  fields: ProspectFields<ProspectColumn> = ALL_FIELDS,
): Promise<{ prospect: ProspectRow; state: ProspectState }> {
  const { prospect, extra } = await findProspectWith(db, tenant, id, STATE_COLUMNS, fields);
  return { prospect: prospect as ProspectRow, state: stateFrom(extra) };
}

/** Columns a read adds to a prospect's own (sub-selects over `p`), made once by extraColumns. */
export type ExtraColumns<Extra extends Row> = {
  /** `sub-select AS name, …`, for a SELECT list. */
  select: string;
  /** The columns' names, last first (the order to take them off a row). */
  names: readonly string[];
  /** Only carries the columns' type. */
  shape?: Extra;
};

/**
 * Names the sub-selects a read adds to the prospect row, by the column each is answered under.
 *
 * @example
 * const WITH_STATUS_LABEL = extraColumns<{ status_label: string }>({ status_label: 'upper(p.status)' });
 * const { prospect, extra } = await findProspectWith(db, tenant, id, WITH_STATUS_LABEL);
 */
export function extraColumns<Extra extends Row>(
  columns: {
    [Name in keyof Extra & string]: string;
  },
): ExtraColumns<Extra> {
  return {
    select: Object.entries(columns)
      .map(([name, sql]) => `${sql} AS ${name}`)
      .join(',\n  '),
    names: Object.keys(columns).reverse(),
  };
}

/** A column of the prospect row itself (ProspectRow without its index signature). */
export type ProspectColumn = keyof {
  [Name in keyof ProspectRow as string extends Name ? never : Name]: true;
};

/** Which of its own columns a prospect read takes: all (`p.*`), or the few it uses (made by prospectFields). */
export type ProspectFields<Name extends ProspectColumn> = {
  /** `p.a, p.b`, for a SELECT list. */
  select: string;
  /** Only carries the columns' names as a type. */
  names?: readonly Name[];
};

/**
 * Names the prospect's own columns a read takes, when it needs only a few of them (
 * the offer's read used 5 of the row's 45 columns; parsing the other 40 at each call cost the driver about
 * 10 µs of CPU and 7 KB of garbage, a tenth of what the service allocated for the call).
 *
 * @example
 * const PRICED = prospectFields('id', 'product', 'criterias');
 * const { prospect } = await findProspectWith(db, tenant, id, NO_EXTRA_COLUMNS, PRICED); // prospect.criterias
 */
export function prospectFields<Name extends ProspectColumn>(...names: Name[]): ProspectFields<Name> {
  return { select: names.map((name) => `p.${name}`).join(', ') };
}

/** The part of a prospect row a read made with `fields` answers. */
export type ProspectWith<Fields> =
  Fields extends ProspectFields<infer Name> ? Pick<ProspectRow, Name> : never;

const ALL_FIELDS: ProspectFields<ProspectColumn> = { select: 'p.*' };

/** No column besides the prospect's own: for a read that takes a few of those (findProspectWith's `fields`). */
export const NO_EXTRA_COLUMNS = extraColumns<Record<never, never>>({});

/**
 * A prospect of the tenant with more columns of its own (sub-selects over `p`), in one query, answered apart
 * from the prospect's; unknown and foreign ids answer the same 404 as findProspect. The prospect is its whole
 * row, or only the columns `fields` names.
 *
 * @example
 * const { prospect, extra } = await findProspectWith(db, tenant, id, STATE_COLUMNS);
 */
export async function findProspectWith<Extra extends Row>(
  db: Queryable,
  tenant: Tenant,
  id: string,
  columns: ExtraColumns<Extra>,
): Promise<{ prospect: ProspectRow; extra: Extra }>;
export async function findProspectWith<Extra extends Row, Name extends ProspectColumn>(
  db: Queryable,
  tenant: Tenant,
  id: string,
  columns: ExtraColumns<Extra>,
  fields: ProspectFields<Name>,
): Promise<{ prospect: Pick<ProspectRow, Name>; extra: Extra }>;
export async function findProspectWith<Extra extends Row>(
  db: Queryable,
  tenant: Tenant,
  id: string,
  columns: ExtraColumns<Extra>,
  fields: ProspectFields<ProspectColumn> = ALL_FIELDS,
): Promise<{ prospect: ProspectRow; extra: Extra }> {
  const rows = await db.query(
    `SELECT ${[fields.select, columns.select].filter((list) => list !== '').join(', ')} FROM prospects p
     WHERE p.tenant_id = $1 AND p.id = $2`,
    [tenant.id, id],
  );
  const found = rows[0];
  if (found === undefined) throw prospectNotFound();
  // The extra columns are moved off the driver's row, not copied apart. An object
  // rest (`{ extra1, extra2, ...prospect } = found`) copies the 45 columns one by one in V8's runtime, 10-14 µs
  // a read in a micro-benchmark, and a copy in a loop 3-4 µs; taking two keys off the row costs under 1 µs (the
  // driver builds its rows as dictionaries, so a deleted key costs nothing later; and a row built with fast
  // properties keeps them when its last keys go first).
  const extra: Row = {};
  for (const name of columns.names) {
    extra[name] = found[name];
    delete found[name];
  }
  const prospect = found;
  return { prospect: prospect as ProspectRow, extra: extra as Extra };
}

/** The workflow and company of a prospect row already at hand (after a write), in one query. */
export async function stateOf(db: Queryable, prospect: ProspectRow): Promise<ProspectState> {
  const rows = await db.query<Row & StateColumns>(
    `SELECT ${STATE_COLUMNS.select} FROM (SELECT $1::uuid AS id, $2::text AS siret) p`,
    [prospect.id, prospect.siret],
  );
  const found = rows[0];
  return found === undefined ? { workflow: undefined, company: undefined } : stateFrom(found);
}

async function companyFacts(db: Queryable, siret: string | null): Promise<CompanyFacts> {
  if (siret === null) return undefined;
  const rows = await db.query<{ state: string; legal_form: string }>(
    'SELECT state, legal_form FROM companies WHERE siret = $1 OR siren = $1 LIMIT 1',
    [siret],
  );
  return rows[0];
}

/** What the workflow rules read of a prospect row (factsOf). */
export type FactsProspect = Pick<
  ProspectRow,
  'product' | 'status' | 'criterias' | 'eligibility' | 'signed_at'
>;

/** The columns a workflow read takes (GET steps): the rules' own, and the id. */
export const WORKFLOW_PROSPECT = prospectFields(
  'id',
  'product',
  'status',
  'criterias',
  'eligibility',
  'signed_at',
);

/** What the workflow rules need about a prospect, from its tenant's catalogue and its company (no query). */
export function factsOf(tenant: Tenant, prospect: FactsProspect, company: CompanyFacts): WorkflowFacts {
  const product: ProductRow | undefined = tenant.catalogue.product(prospect.product);
  return {
    status: prospect.status,
    broker: tenant.is_broker || (product?.is_broker ?? false),
    hasCriteria: tenant.catalogue
      .questionSteps(prospect.product)
      .some((step) => step.slug !== SANCTIONS_STEP),
    hasKillingForm: tenant.catalogue.killingForm(prospect.product) !== undefined,
    unhooked: product !== undefined && outOfBounds(product.bounds, prospect.criterias).length > 0,
    reviewing: prospect.eligibility.outcome === 'reviewing',
    // Companies with shareholders (SA, SAS) declare their beneficial owners (form_subscription).
    shouldCheckShareholders: company !== undefined && ['SA', 'SAS'].includes(company.legal_form),
    signed: prospect.signed_at !== null && prospect.signed_at !== undefined,
  };
}

/** Gathers what the workflow rules need about a prospect (its product, company and answers). */
export async function workflowFacts(
  db: Queryable,
  tenant: Tenant,
  prospect: ProspectRow,
): Promise<WorkflowFacts> {
  return factsOf(tenant, prospect, await companyFacts(db, prospect.siret));
}

/**
 * The status a prospect's answers lead to (reference rules): cancelled and client are final;
 * a company that ceased trading, or business in a sanctioned country, blocks the request; a custom offer
 * request (unhooking) or an underwriter's review pauses it; otherwise it is pending.
 */
export async function deriveStatus(
  db: Queryable,
  tenant: Tenant,
  prospect: ProspectRow,
  known?: Pick<ProspectState, 'company'>,
): Promise<ProspectRow['status']> {
  if (prospect.status === 'cancelled' || prospect.status === 'client') return prospect.status;
  const company = known === undefined ? await companyFacts(db, prospect.siret) : known.company;
  if (company?.state === 'ceased' || prospect.criterias.sanctioned_country_exposure === true)
    return 'blocked';
  const facts = factsOf(tenant, prospect, company);
  if (facts.unhooked || facts.reviewing) return 'paused';
  return 'pending';
}

/**
 * Stores the status the rules derive, and returns the prospect as stored. `known`: the prospect's company as
 * already read with it (findProspectWithState), when the write did not change its company ID.
 */
export async function refreshStatus(
  db: Queryable,
  tenant: Tenant,
  prospect: ProspectRow,
  known?: Pick<ProspectState, 'company'>,
): Promise<ProspectRow> {
  const status = await deriveStatus(db, tenant, prospect, known);
  if (status === prospect.status) return prospect;
  const rows = await db.query<ProspectRow>(
    'UPDATE prospects SET status = $3, updated_at = now() WHERE tenant_id = $1 AND id = $2 RETURNING *',
    [tenant.id, prospect.id, status],
  );
  return rows[0] ?? prospect;
}

/** The prospect's workflow row, or undefined before POST steps. */
export async function findWorkflow(db: Queryable, prospectId: string): Promise<WorkflowRow | undefined> {
  const rows = await db.query<WorkflowRow>('SELECT * FROM prospect_workflows WHERE prospect_id = $1', [
    prospectId,
  ]);
  return rows[0];
}

/** A new prospect's id: UUID v4 (122 random bits), the only key to its data before a client session exists. */
export function newProspectId(): string {
  return randomUUID();
}
