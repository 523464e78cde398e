import { randomUUID } from 'node:crypto';
import type { components } from '@souscrire/core-api';
import { SANCTIONS_STEP } from '../domain/catalogue.ts';
import { type CompanyRow, companiesById, readCompanyId } from '../domain/companies.ts';
import { checkCriteria } from '../domain/criteria-rules.ts';
import { compiledEligibilityForm } from '../domain/eligibility-validators.ts';
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
  findWorkflow,
  newProspectId,
  type ProspectRow,
  prospectBody,
  refreshStatus,
  serializeProduct,
  serializeProspect,
  workflowBody,
  workflowFacts,
  workflowOf,
} from '../domain/prospects.ts';
import { advanceBiggest, computeWorkflow, firstStep, type StepName } from '../domain/workflow-rules.ts';
import { ApiError, type FieldErrors } from './api-error.ts';
import { type Handler, listEnvelope } from './handler.ts';
import { toFieldErrors } from './request-validator.ts';
import { NO_COMPANY_MESSAGE } from './search-handlers.ts';

function includes(value: unknown): string[] {
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

/** The products linked to the prospect. */
export const listProspectProducts: Handler = async ({ db, tenant, input }) => {
  const prospect = await findProspect(db, tenant, String(input.params.id));
  const product = tenant.catalogue.product(prospect.product);
  const data = product === undefined ? [] : [serializeProduct(product)];
  return listEnvelope(data, data.length, 1, 20);
};

/** The product link (spec 4: after creating the prospect, before the workflow). */
export const linkProspectProduct: Handler = async ({ db, tenant, input }) => {
  const prospect = await findProspect(db, tenant, String(input.params.id));
  assertOpen(prospect);
  const { slug } = input.body as { slug: string };
  const product = tenant.catalogue.product(slug);
  if (product === undefined) {
    throw new ApiError(422, 'validation_failed', 'This product is not in the catalogue.', {
      slug: ['This product is not in the catalogue'],
    });
  }
  const rows = await db.query<ProspectRow>(
    `UPDATE prospects SET product = $3, subscription_name = $4, updated_at = now()
     WHERE tenant_id = $1 AND id = $2 RETURNING *`,
    [tenant.id, prospect.id, product.slug, product.name],
  );
  await refreshStatus(db, tenant, rows[0] ?? prospect);
  return { status: 201, body: { data: serializeProduct(product) } };
};

/** spec 7: GET v2/prospects/{id}/steps. */
export const getProspectWorkflow: Handler = async ({ db, tenant, input }) => {
  const { prospect, state } = await findProspectWithState(db, tenant, String(input.params.id));
  const workflow = workflowOf(tenant, prospect, state);
  if (workflow === undefined) throw new ApiError(404, 'not_found', 'This prospect has no workflow yet.');
  return { status: 200, body: { data: workflow } };
};

/** spec 7 and 9: POST v2/prospects/{id}/steps with strict true creates the workflow, at its first relevant step. */
export const createProspectWorkflow: Handler = async ({ db, tenant, input }) => {
  const prospect = await findProspect(db, tenant, String(input.params.id));
  if ((await findWorkflow(db, prospect.id)) !== undefined) {
    throw new ApiError(409, 'conflict', 'This prospect already has a workflow.');
  }
  const first = firstStep(await workflowFacts(db, tenant, prospect));
  await db.query(
    `INSERT INTO prospect_workflows (id, prospect_id, strict, current_step, biggest_step) VALUES ($1, $2, true, $3, $3)`,
    [randomUUID(), prospect.id, first],
  );
  return { status: 201, body: { data: await workflowBody(db, tenant, prospect) } };
};

/** spec 4: the current step and sub-step, written on each screen change; 422 when the step may not be entered. */
export const updateProspectWorkflow: Handler = async ({ db, tenant, input }) => {
  const prospect = await findProspect(db, tenant, String(input.params.id));
  const row = await findWorkflow(db, prospect.id);
  if (row === undefined) throw new ApiError(404, 'not_found', 'This prospect has no workflow yet.');
  const { current_step: step, current_sub_step: subStep } = input.body as {
    current_step: StepName;
    current_sub_step: string | null;
  };
  const view = computeWorkflow(row, await workflowFacts(db, tenant, prospect));
  if (!view.steps.some((entry) => entry.slug === step && entry.can_go_to)) {
    throw new ApiError(422, 'step_not_allowed', `The step ${step} may not be entered now.`, {
      current_step: ['This step may not be entered now'],
    });
  }
  const subSteps =
    step === 'criteria' ? tenant.catalogue.questionSteps(prospect.product).map((entry) => entry.slug) : [];
  const biggest = advanceBiggest(row, step, subStep, subSteps);
  await db.query(
    `UPDATE prospect_workflows SET current_step = $2, current_sub_step = $3, biggest_step = $4, biggest_sub_step = $5,
       updated_at = now() WHERE id = $1`,
    [row.id, step, subStep, biggest.biggest_step, biggest.biggest_sub_step],
  );
  return { status: 200, body: { data: await workflowBody(db, tenant, prospect) } };
};

/** spec 4: the criteria question steps; the sanctions-form step is left out of the list (contract QuestionSteps). */
export const getQuestionSteps: Handler = async ({ db, tenant, input }) => {
  const { prospect, state } = await findProspectWithState(db, tenant, String(input.params.id));
  const steps = tenant.catalogue
    .questionSteps(prospect.product)
    .map((step) => step.slug)
    .filter((slug) => slug !== SANCTIONS_STEP);
  const { workflow } = state;
  const current =
    workflow?.current_step === 'criteria' &&
    workflow.current_sub_step !== null &&
    steps.includes(workflow.current_sub_step)
      ? workflow.current_sub_step
      : (steps[0] ?? null);
  const next = current === null ? null : (steps[steps.indexOf(current) + 1] ?? null);
  return {
    status: 200,
    body: {
      data: {
        id: prospect.id,
        current_step: current,
        next_step: next,
        steps,
        product: prospect.product ?? '',
      },
    },
  };
};

/** One question step, its questions labelled in the answer's locale. */
export const getQuestionStep: Handler = async ({ db, tenant, input, locale }) => {
  const prospect = await findProspect(db, tenant, String(input.params.id));
  const step = tenant.catalogue
    .questionSteps(prospect.product)
    .find((entry) => entry.slug === input.params.step);
  if (step === undefined) throw new ApiError(404, 'not_found', 'This product has no such question step.');
  const label = (labels: Record<string, string>) =>
    labels[locale] ?? labels.en ?? Object.values(labels)[0] ?? '';
  return {
    status: 200,
    body: {
      data: {
        id: step.slug,
        product: prospect.product,
        questions: step.questions.map((question) => {
          const entry: Record<string, unknown> = {
            key: question.name,
            label: label(question.label),
            type: question.type,
            required: question.required,
            options: (question.options ?? []).map((option) => ({
              value: option.value,
              label: label(option.label),
            })),
          };
          if (question.minimum !== undefined) entry.minimum = question.minimum;
          if (question.maximum !== undefined) entry.maximum = question.maximum;
          if (question.ui?.unit !== undefined) entry.unit = question.ui.unit;
          return entry;
        }),
      },
    },
  };
};

function killingForm(tenant: Parameters<Handler>[0]['tenant'], product: string | null) {
  const form = tenant.catalogue.killingForm(product);
  if (form === undefined) throw new ApiError(404, 'not_found', 'This product has no eligibility form.');
  return form;
}

/** spec 7: the eligibility (killing) form as JSON Schema with UI hints (type=json-form); 404 when none. */
export const getKillingForm: Handler = async ({ db, tenant, input }) => {
  const prospect = await findProspect(db, tenant, String(input.params.id));
  const form = killingForm(tenant, prospect.product);
  return {
    status: 200,
    body: {
      data: {
        id: form.id,
        product: prospect.product,
        questions: { type: 'json-form', schema: form.form.schema, ui_schema: form.form.ui_schema },
      },
    },
  };
};

/**
 * Eligibility answers (reference rules): the first matching cancel rule cancels the request with its code
 * and reason; otherwise a matching review rule sends it to review (status paused, reviewing step).
 */
export const answerKillingForm: Handler = async ({ db, tenant, input }) => {
  const prospect = await findProspect(db, tenant, String(input.params.id));
  assertOpen(prospect);
  const form = killingForm(tenant, prospect.product);
  const { answers } = input.body as { answers: Record<string, unknown> };
  // issue 13: compiled once per form and cached (domain/eligibility-validators.ts).
  const { validate, rules } = compiledEligibilityForm(form);
  if (!validate(answers)) {
    throw new ApiError(
      422,
      'validation_failed',
      'Some fields are invalid.',
      toFieldErrors(validate.errors ?? [], 'answers'),
    );
  }
  const matches = rules.filter((compiled) => compiled.matches(answers)).map((compiled) => compiled.rule);
  const cancel = matches.find((rule) => rule.outcome === 'cancel');
  const review = matches.find((rule) => rule.outcome === 'review');
  const outcome = cancel ? 'cancelled' : review ? 'reviewing' : 'eligible';
  const rows = await db.query<ProspectRow>(
    `UPDATE prospects SET eligibility = $3, answers = answers || jsonb_build_object('eligibility', $4::jsonb),
       status = CASE WHEN $5 THEN 'cancelled' ELSE status END,
       canceled_at = CASE WHEN $5 THEN now() ELSE canceled_at END,
       canceled_code = CASE WHEN $5 THEN $6 ELSE canceled_code END,
       canceled_reason = CASE WHEN $5 THEN $7 ELSE canceled_reason END,
       updated_at = now()
     WHERE tenant_id = $1 AND id = $2 RETURNING *`,
    [
      tenant.id,
      prospect.id,
      JSON.stringify({ outcome, code: (cancel ?? review)?.code ?? null }),
      JSON.stringify(answers),
      cancel !== undefined,
      cancel?.code ?? null,
      cancel?.reason ?? null,
    ],
  );
  await refreshStatus(db, tenant, rows[0] ?? prospect);
  return {
    status: 200,
    body: { data: { outcome, canceled_code: cancel?.code ?? null, canceled_reason: cancel?.reason ?? null } },
  };
};

function criteriaBody(tenant: Parameters<Handler>[0]['tenant'], prospect: ProspectRow) {
  const product = tenant.catalogue.product(prospect.product);
  return {
    id: prospect.id,
    criterias: prospect.criterias,
    product: prospect.product ?? '',
    pricing_criterias: product?.pricing_criterias ?? [],
  };
}

/** spec 7: GET v2/prospects/{id}/criterias. */
export const getCriteria: Handler = async ({ db, tenant, input }) => {
  const prospect = await findProspect(db, tenant, String(input.params.id));
  return { status: 200, body: { data: criteriaBody(tenant, prospect) } };
};

/**
 * spec 7: PUT v2/prospects/{id}/criterias with a body and include=step. Answers are checked against the
 * product's questions; answers outside the product's bounds pause the request for a custom offer (unhooking).
 */
export const updateCriteria: Handler = async ({ db, tenant, input }) => {
  const prospect = await findProspect(db, tenant, String(input.params.id));
  assertOpen(prospect);
  const { criterias } = input.body as { criterias: Record<string, unknown> };
  const questions = tenant.catalogue.questionSteps(prospect.product).flatMap((step) => step.questions);
  const errors: FieldErrors = checkCriteria(criterias, questions, {
    unknown: 'This question is not asked for this product',
    type: 'This answer has the wrong type',
    range: 'This answer is out of range',
  });
  if (Object.keys(errors).length > 0)
    throw new ApiError(422, 'validation_failed', 'Some fields are invalid.', errors);
  const rows = await db.query<ProspectRow>(
    'UPDATE prospects SET criterias = criterias || $3::jsonb, updated_at = now() WHERE tenant_id = $1 AND id = $2 RETURNING *',
    [tenant.id, prospect.id, JSON.stringify(criterias)],
  );
  const updated = await refreshStatus(db, tenant, rows[0] ?? prospect);
  const data: Record<string, unknown> = criteriaBody(tenant, updated);
  if (includes(input.query.include).includes('step')) {
    const workflow = await workflowBody(db, tenant, updated);
    if (workflow !== undefined) data.step = workflow;
  }
  return { status: 200, body: { data } };
};
