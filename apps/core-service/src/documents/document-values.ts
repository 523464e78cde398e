/** The values the document templates' placeholders take (`{company}`, `{premium}`...) for a prospect. */

import type { ProspectRow } from '../db/rows.ts';
import { productName } from '../offers/catalogue.ts';
import type { OfferFacts } from '../offers/offers.ts';
import type { Beneficiary } from '../questions/subscription-rules.ts';
import { codeLabel, type DocumentRef } from './documents.ts';

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
    // Named in the document's language once priced (the product is known), else as the subscription was.
    product: text(
      offer === undefined
        ? (prospect.subscription_name ?? prospect.product)
        : productName(offer.product, locale),
    ),
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
