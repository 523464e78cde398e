/**
 * Who gave each answer of an agent-started subscription, the agent or the prospect
 * (docs/security.md, "Who gave an answer"; migration 0013).
 *
 * The rule, decided on the server from what the request proves, never from a flag the browser sends:
 * - a prospect started with a known `agent_token` answers its creation proof with origin `agent`; the agent's
 *   browser keeps it and sends it (`X-Prospect-Proof`) with every write: those answers are the agent's;
 * - a write with one of the prospect's own proofs (a resume link e-mailed to the subscription's address), or
 *   with the client session of a login of the client who owns the prospect, is the prospect's;
 * - anything else (the id alone, a proof of another prospect, a made-up one, a session opened by a proof that
 *   does not tell whose browser holds it) proves neither: the write is refused (403 `proof_required`), so no
 *   answer of an agent-started subscription is ever attributed on a guess.
 * Subscriptions started without an agent record nothing (their writes need a proof or an owning session all
 * the same: http/prospect-access.ts).
 *
 * An answer sent again unchanged keeps who gave it (the prospect passing through the agent's answers does not
 * take them over); a changed answer takes its new giver and time.
 */
import type { components } from '@souscrire/core-api';
import type { Database } from '../db/database.ts';
import type { ProspectRow } from '../db/rows.ts';
import { codeLabel } from '../documents/documents.ts';
import type { Tenant } from '../infrastructure/tenant.ts';
import { categoryTable } from '../offers/pricing.ts';
import {
  optionalClientSession,
  PROSPECT_PROOF_HEADER,
  proofOrigin,
  proofRequired,
  sessionOwnsProspect,
} from '../prospects/prospect-proofs.ts';
import { coreText } from '../reference/core-texts.ts';
import { languageOf } from '../reference/languages.ts';
import { savedEligibilityAnswers } from './eligibility.ts';

type Queryable = Pick<Database, 'query'>;

type ContractAnswer = components['schemas']['ClientContractAnswer'];

/** Who gave an answer. */
export type AnswerSource = ContractAnswer['given_by'];

/** Where an answer belongs (the customer space's groups). */
export type AnswerSection = ContractAnswer['section'];

/** The prospect fields of the confirmation screen's contact details; the others describe the company. */
const CONTACT_FIELDS = new Set([
  'email',
  'phone',
  'additional_phone',
  'owner_firstname',
  'owner_lastname',
  'owner_function',
  'owner_status',
]);

/** The section of a field of `PUT v2/prospects/{id}`. */
export function prospectFieldSection(field: string): AnswerSection {
  return CONTACT_FIELDS.has(field) ? 'contact' : 'company';
}

/**
 * Who gives the answers of a write on this prospect (the rule above); undefined for a prospect no agent
 * started. Called before the write, so that a refused one saves nothing.
 *
 * @example
 * const source = await answerSource(db, tenant, prospect, request); // 'agent' with the agent's proof
 */
export async function answerSource(
  db: Queryable,
  tenant: Tenant,
  prospect: ProspectRow,
  request: { header(name: string): string | undefined },
): Promise<AnswerSource | undefined> {
  if (prospect.agent_id === null) return undefined;
  const origin = await proofOrigin(db, tenant, prospect.id, request.header(PROSPECT_PROOF_HEADER));
  if (origin === 'agent') return 'agent';
  if (origin !== undefined) return 'prospect';
  const session = await optionalClientSession(db, tenant, request.header('x-client-session'));
  // A login (prospectId null) is the client's own password; a session opened for the prospect came from a
  // proof, and without that proof it does not tell whose browser this is.
  if (session !== undefined && session.prospectId === null && sessionOwnsProspect(session, prospect)) {
    return 'prospect';
  }
  throw proofRequired();
}

/** A value in a form that compares equal however it was stored (jsonb orders an object's keys its own way). */
function canonical(value: unknown): unknown {
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  if (Array.isArray(value)) return value.map(canonical);
  if (typeof value === 'object' && value !== null) {
    return Object.fromEntries(
      Object.entries(value)
        .sort(([a], [b]) => (a < b ? -1 : 1))
        .map(([key, inner]) => [key, canonical(inner)]),
    );
  }
  return value ?? null;
}

function comparable(value: unknown): string {
  return JSON.stringify(canonical(value));
}

/**
 * Records who gave the answers of a write: each answer sent, taking its giver when its value changed (or it had
 * none yet). Nothing for a prospect no agent started (`source` undefined).
 *
 * @example
 * await recordAnswers(db, tenant, prospect.id, source, [['criteria', 'headcount', 3, prospect.criterias.headcount]]);
 */
export async function recordAnswers(
  db: Queryable,
  tenant: Tenant,
  prospectId: string,
  source: AnswerSource | undefined,
  answers: readonly (readonly [section: AnswerSection, field: string, value: unknown, before: unknown])[],
): Promise<void> {
  if (source === undefined || answers.length === 0) return;
  const rows = (changed: boolean) =>
    JSON.stringify(
      answers
        .filter(([, , value, before]) => (comparable(value) !== comparable(before)) === changed)
        .map(([section, field]) => ({ section, field })),
    );
  const insert = `INSERT INTO answer_sources (prospect_id, tenant_id, section, field, source)
    SELECT $1, $2, x.section, x.field, $3 FROM jsonb_to_recordset($4::jsonb) AS x(section text, field text)
    ON CONFLICT (prospect_id, section, field) DO`;
  await db.query(`${insert} UPDATE SET source = EXCLUDED.source, answered_at = now()`, [
    prospectId,
    tenant.id,
    source,
    rows(true),
  ]);
  await db.query(`${insert} NOTHING`, [prospectId, tenant.id, source, rows(false)]);
}

/** The answers of a record, each with the value it had before the write (criteria, declarations). */
export function answersOfRecord(
  section: AnswerSection,
  sent: Record<string, unknown>,
  before: Record<string, unknown> | null | undefined,
): [AnswerSection, string, unknown, unknown][] {
  return Object.entries(sent).map(([field, value]) => [section, field, value, before?.[field]]);
}

// The customer space's view ------------------------------------------------------------------------------

const SECTION_ORDER: AnswerSection[] = [
  'company',
  'contact',
  'criteria',
  'declarations',
  'offer',
  'beneficial_owners',
];

/** The prospect and offer fields the customer space lists, in this order (derived codes are left out). */
const FIELD_ORDER = [
  'activity_code',
  'name',
  'company_identifier',
  'siret',
  'company_creation_date',
  'address',
  'additional_address',
  'postal_code',
  'city',
  'owner_firstname',
  'owner_lastname',
  'owner_function',
  'email',
  'phone',
  'additional_phone',
  'formula',
  'excess_level',
  'options',
  'beneficiaries',
];

type SourceRow = { section: AnswerSection; field: string; source: AnswerSource; answered_at: Date | string };
type OfferRow = { formula: string; excess_level: string; options: string[] };

const MAX_TEXT = 2000;

function bounded(text: string): string {
  return text.length > MAX_TEXT ? `${text.slice(0, MAX_TEXT - 1)}…` : text;
}

/** An answer as the client reads it: yes/no, numbers in the page's language, codes by their names. */
function shown(value: unknown, locale: string): string | undefined {
  if (value === null || value === undefined || value === '') return undefined;
  if (typeof value === 'boolean') return coreText(value ? 'answer.yes' : 'answer.no', locale);
  if (typeof value === 'number') return new Intl.NumberFormat(locale).format(value);
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  return String(value);
}

type Described = { label: string; value: string | undefined };

/**
 * The answers of a prospect whose subscription an agent started, each with who gave it and when, in the
 * page's language; none for a subscription the prospect started alone.
 */
export async function givenAnswers(
  db: Queryable,
  tenant: Tenant,
  prospect: ProspectRow,
  locale: string,
): Promise<ContractAnswer[]> {
  if (prospect.agent_id === null) return [];
  const sources = await db.query<SourceRow>(
    `SELECT section, field, source, answered_at FROM answer_sources WHERE tenant_id = $1 AND prospect_id = $2
     ORDER BY answered_at, field`,
    [tenant.id, prospect.id],
  );
  if (sources.length === 0) return [];
  const offer = (
    await db.query<OfferRow>('SELECT formula, excess_level, options FROM offers WHERE prospect_id = $1', [
      prospect.id,
    ])
  )[0];
  const language = locale.slice(0, 2);
  const activity = prospect.activity_code
    ? (
        await db.query<{ label: string }>(
          'SELECT label FROM activity_labels WHERE code = $1 AND locale = $2',
          [prospect.activity_code, languageOf(locale) ?? 'fr'],
        )
      )[0]?.label
    : undefined;
  const questions = new Map(
    tenant.catalogue
      .questionSteps(prospect.product)
      .flatMap((step) => step.questions)
      .map((question) => [question.name, question]),
  );
  const form = tenant.catalogue.killingForm(prospect.product)?.form;
  const declarationTitles = (form?.schema.properties ?? {}) as Record<
    string,
    { title?: string; enum?: unknown[] }
  >;
  // The form's hints: each question's place ('ui:order') and the names of a choice's values ('ui:enumNames').
  const hints = (form?.ui_schema ?? {}) as Record<string, { 'ui:order'?: number; 'ui:enumNames'?: string[] }>;
  const declarationOrder = Object.keys(declarationTitles).sort(
    (a, b) => (hints[a]?.['ui:order'] ?? 999) - (hints[b]?.['ui:order'] ?? 999),
  );
  const declared = (field: string, value: unknown): unknown => {
    const position = declarationTitles[field]?.enum?.indexOf(value) ?? -1;
    return hints[field]?.['ui:enumNames']?.[position] ?? value;
  };
  const declarations = savedEligibilityAnswers(prospect) ?? {};
  const excessLevels = categoryTable(
    tenant.catalogue.product(prospect.product)?.category ?? '',
  )?.excess_levels;
  // The offer's choice as the client reads it: names of the formula and options, the excess as an amount.
  const offerValue = (field: string, offer: OfferRow): string => {
    if (field === 'options') {
      return offer.options.length === 0
        ? coreText('answer.options.none', locale)
        : offer.options.map((code) => codeLabel(code, locale)).join(', ');
    }
    if (field === 'excess_level') {
      const level = excessLevels?.find((candidate) => candidate.code === offer.excess_level);
      return level === undefined
        ? offer.excess_level
        : new Intl.NumberFormat(locale, { style: 'currency', currency: 'EUR' }).format(level.amount / 100);
    }
    return codeLabel(offer.formula, locale);
  };

  const describe = ({ section, field }: SourceRow): Described | undefined => {
    switch (section) {
      case 'company':
      case 'contact': {
        if (!FIELD_ORDER.includes(field)) return undefined;
        const value = prospect[field];
        return {
          label: coreText(`answer.${field}`, locale),
          value:
            field === 'activity_code' && activity ? `${activity} (${String(value)})` : shown(value, locale),
        };
      }
      case 'criteria': {
        const question = questions.get(field);
        if (question === undefined) return undefined;
        const value = prospect.criterias[field];
        const option = question.options?.find((candidate) => candidate.value === value);
        return {
          label: question.label[language] ?? question.label.en ?? field,
          value: option ? (option.label[language] ?? option.label.en ?? option.value) : shown(value, locale),
        };
      }
      case 'declarations': {
        const title = declarationTitles[field]?.title;
        return title === undefined
          ? undefined
          : { label: title, value: shown(declared(field, declarations[field]), locale) };
      }
      case 'offer': {
        if (offer === undefined || !FIELD_ORDER.includes(field)) return undefined;
        return { label: coreText(`answer.${field}`, locale), value: offerValue(field, offer) };
      }
      case 'beneficial_owners': {
        const people = (prospect.beneficiaries ?? []) as { firstname?: string; lastname?: string }[];
        const names = people.map((person) => `${person.firstname ?? ''} ${person.lastname ?? ''}`.trim());
        return { label: coreText('answer.beneficiaries', locale), value: names.join(', ') || undefined };
      }
    }
  };

  // Each section in the order the journey asks its questions.
  const orders: Record<AnswerSection, string[]> = {
    company: FIELD_ORDER,
    contact: FIELD_ORDER,
    offer: FIELD_ORDER,
    beneficial_owners: FIELD_ORDER,
    criteria: [...questions.keys()],
    declarations: declarationOrder,
  };
  const rank = (row: SourceRow) => {
    const position = orders[row.section].indexOf(row.field);
    return SECTION_ORDER.indexOf(row.section) * 1000 + (position === -1 ? 999 : position);
  };
  return [...sources]
    .sort((a, b) => rank(a) - rank(b))
    .flatMap((row) => {
      const described = describe(row);
      if (described?.value === undefined) return [];
      return [
        {
          section: row.section,
          field: row.field,
          label: bounded(described.label),
          value: bounded(described.value),
          given_by: row.source,
          given_at: new Date(row.answered_at).toISOString(),
        },
      ];
    });
}
