import { ApiError } from '../domain/api-error.ts';
import {
  codeLabel,
  type DocumentRef,
  documentRefs,
  listDocumentEntries,
  renderDocumentPdf,
  zipDocuments,
} from '../domain/documents.ts';
import { type OfferFacts, offerFacts } from '../domain/offers.ts';
import { findOwnedProspect } from '../domain/owned-prospect.ts';
import { FORMULAS } from '../domain/pricing.ts';
import { findProspect, type ProspectRow } from '../domain/prospects.ts';
import { type Beneficiary, subscriptionProblems } from '../domain/subscription-rules.ts';
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

function money(amount: number, locale: string): string {
  return new Intl.NumberFormat(locale, { style: 'currency', currency: 'EUR' }).format(amount / 100);
}

/** The values the templates' placeholders take for a prospect (and its offer, when priced). */
export function templateValues(
  prospect: ProspectRow,
  offer: OfferFacts | undefined,
  ref: DocumentRef,
  locale: string,
): Record<string, string> {
  const text = (value: unknown) => (typeof value === 'string' && value !== '' ? value : '—');
  const list = (items: string[]) => (items.length === 0 ? '—' : items.join(', '));
  const formula = offer?.priced.formulas.find(
    (candidate) => candidate.name === (ref.formula ?? offer.selection?.formula),
  );
  const selection = offer?.selection ?? null;
  const excess = offer?.priced.excess_levels.find((level) => level.code === selection?.excess_level);
  const owners = (prospect.beneficiaries as Beneficiary[] | null) ?? [];
  return {
    prospect_id: prospect.id,
    company: text(prospect.name),
    siret: text(prospect.siret),
    naf: text(prospect.naf),
    address: text(prospect.address),
    postal_code: text(prospect.postal_code),
    city: text(prospect.city),
    owner: text([prospect.owner_firstname, prospect.owner_lastname].filter(Boolean).join(' ')),
    email: text(prospect.email),
    phone: text(prospect.phone),
    product: text(prospect.subscription_name ?? prospect.product),
    formula: formula === undefined ? '—' : codeLabel(formula.name, locale),
    guarantees: list(
      formula?.guarantees.map((guarantee) =>
        guarantee.limit === null
          ? guarantee.label
          : `${guarantee.label} (${money(guarantee.limit.amount, locale)})`,
      ) ?? [],
    ),
    options: list(
      formula?.extra_guarantees.map((option) => `${option.label} (${money(option.price.amount, locale)})`) ??
        [],
    ),
    excess_levels: list(offer?.priced.excess_levels.map((level) => money(level.amount.amount, locale)) ?? []),
    excess: excess === undefined ? '—' : money(excess.amount.amount, locale),
    chosen_options: list(selection?.options.map((code) => codeLabel(code, locale)) ?? []),
    premium:
      offer?.priced.price === null || offer === undefined
        ? '—'
        : money(offer.priced.price.total.amount, locale),
    criterias: list(Object.entries(prospect.criterias).map(([key, value]) => `${key}: ${String(value)}`)),
    beneficiaries: list(
      owners.map(
        (owner) =>
          `${owner.firstname} ${owner.lastname} (${[owner.function, `${owner.ownership_percentage} %`].filter(Boolean).join(', ')})`,
      ),
    ),
    date: new Intl.DateTimeFormat(locale, { dateStyle: 'long' }).format(new Date()),
  };
}

/** spec 7: GET v2/prospects/{id}/documents, the documents of the chosen formula (client session). */
export const listDocuments: Handler<'listDocuments'> = async (context) => {
  const { db, tenant, input, session, locale } = context;
  const prospect = await findOwnedProspect(db, tenant, input.params.id, session);
  const offer = await facts(context, prospect);
  return {
    status: 200,
    body: {
      data: {
        id: prospect.id,
        documents: listDocumentEntries(prospect.id, refs(prospect, offer), locale),
        product: prospect.product ?? '',
      },
    },
  };
};

/** One document as a PDF generated from its template with the prospect's data (any formula's product information). */
export const downloadDocument: Handler<'downloadDocument'> = async (context) => {
  const { db, tenant, input, session, locale } = context;
  const prospect = await findOwnedProspect(db, tenant, input.params.id, session);
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
  return { status: 200, binary: { bytes, contentType: 'application/pdf', fileName: `${ref.id}.pdf` } };
};

/** spec 7: GET v2/prospects/{id}/documents/zip, every listed document in one zip. */
export const downloadDocumentsZip: Handler<'downloadDocumentsZip'> = async (context) => {
  const { db, tenant, input, session, locale } = context;
  const prospect = await findOwnedProspect(db, tenant, input.params.id, session);
  const offer = await facts(context, prospect);
  const files = await Promise.all(
    refs(prospect, offer).map(async (ref) => ({
      id: ref.id,
      bytes: await renderDocumentPdf(ref, locale, tenant.name, templateValues(prospect, offer, ref, locale)),
    })),
  );
  return {
    status: 200,
    binary: { bytes: zipDocuments(files), contentType: 'application/zip', fileName: 'documents.zip' },
  };
};

/** spec 5 and 7: GET v2/prospects/{id}/validate, `valid` true when nothing is missing (reference rules). */
export const validateProspect: Handler<'validateProspect'> = async ({ db, tenant, input }) => {
  const prospect = await findProspect(db, tenant, input.params.id);
  const problems = await subscriptionProblems(db, tenant, prospect);
  return { status: 200, body: { data: { valid: Object.keys(problems).length === 0 } } };
};
