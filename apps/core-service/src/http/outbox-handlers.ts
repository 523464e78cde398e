import { configOf } from '@souscrire/config';
import type { ProspectRow } from '../db/rows.ts';
import { codeLabel } from '../documents/documents.ts';
import { queueMessage } from '../infrastructure/outbox.ts';
import { enforceRateLimit } from '../infrastructure/rate-limits.ts';
import { productName } from '../offers/catalogue.ts';
import { offerFacts } from '../offers/offers.ts';
import type { FormulaName, PricedOffer } from '../offers/pricing.ts';
import {
  issueProspectProof,
  PROSPECT_PROOF_HEADER,
  type ProofOrigin,
  proofOrigin,
} from '../prospects/prospect-proofs.ts';
import { findProspect } from '../prospects/prospects.ts';
import { coreText } from '../reference/core-texts.ts';
import { recordTrackingEvents } from '../tracking/tracking.ts';
import type { Handler, HandlerContext } from './handler.ts';
import { appOriginOf } from './journey-origin.ts';
import { authorizeProspectCall, PROSPECT_WRITE } from './prospect-access.ts';

function money(amount: number, locale: string): string {
  return new Intl.NumberFormat(locale, { style: 'currency', currency: 'EUR' }).format(amount / 100);
}

type LinkContext = Pick<HandlerContext, 'db' | 'tenant' | 'locale' | 'request' | 'env'>;

/**
 * The journey's intent address that resumes the subscription, on the journey the call came from (else the
 * tenant's development host), with a fresh proof of the given standing when one is handed on.
 */
async function resumeLink(
  { db, tenant, locale, request, env }: LinkContext,
  prospectId: string,
  handedOn: ProofOrigin | undefined,
): Promise<string> {
  const journey = appOriginOf(request, env, tenant, configOf(env).JOURNEY_PORT);
  const proof =
    handedOn === undefined
      ? ''
      : `&prospect_proof=${await issueProspectProof(db, tenant, prospectId, handedOn)}`;
  return `${journey}/${locale}-${tenant.country}/intent?type=subscription&prospect_id=${prospectId}${proof}`;
}

/** Whether an address is the subscription's own (its link's proof then reaches only that mailbox). */
function isOwnAddress(prospect: ProspectRow, email: string): boolean {
  return prospect.email !== null && String(prospect.email).toLowerCase() === email.toLowerCase();
}

/**
 * The offer as an e-mail: each formula with its labelled yearly price (the recommended one named), the excess
 * levels, the optional coverages of the chosen (else recommended) formula with their prices, the choice made
 * with its excess, options and total, and the link back to the subscription.
 */
function offerEmailBody(priced: PricedOffer, locale: string, link: string): string {
  const name = (formula: FormulaName) =>
    formula === priced.recommendation
      ? coreText('offer-email.recommended', locale, { formula: codeLabel(formula, locale) })
      : codeLabel(formula, locale);
  const lines = priced.formulas.map((formula) =>
    coreText('offer-email.formula', locale, {
      formula: name(formula.name),
      price: money(formula.price.amount, locale),
    }),
  );
  const levels = priced.excess_levels.map((level) => money(level.amount.amount, locale)).join(', ');
  lines.push('', coreText('offer-email.excess-levels', locale, { levels }));
  const shown = priced.selection?.formula ?? priced.recommendation;
  const extras = priced.formulas.find((formula) => formula.name === shown)?.extra_guarantees ?? [];
  if (extras.length > 0) {
    const options = extras
      .map((extra) => `${extra.label} (+${money(extra.price.amount, locale)})`)
      .join(', ');
    lines.push(coreText('offer-email.options', locale, { formula: codeLabel(shown, locale), options }));
  }
  const selection = priced.selection;
  if (priced.price !== null && selection !== null) {
    const level = priced.excess_levels.find((entry) => entry.code === selection.excess_level);
    const chosen = extras
      .filter((extra) => selection.options.includes(extra.code))
      .map((extra) => extra.label);
    lines.push(
      '',
      coreText('offer-email.choice', locale, {
        formula: codeLabel(selection.formula, locale),
        excess: level === undefined ? selection.excess_level : money(level.amount.amount, locale),
        options: chosen.length > 0 ? chosen.join(', ') : coreText('offer-email.none', locale),
        price: money(priced.price.total.amount, locale),
      }),
    );
  }
  lines.push('', coreText('resume-link.body', locale, { link }));
  return lines.join('\n');
}

/**
 * POST v2/prospects/{id}/offers/email e-mails the offer (an outbox row), under a subject of its own, with the
 * link back to the subscription: to the subscription's own address that link carries a fresh proof (as the
 * resume link does, the message flagged secret); to another address, the id alone.
 */
export const sendOfferByEmail: Handler<'sendOfferByEmail'> = async (context) => {
  const { db, tenant, input, locale, limits } = context;
  const prospect = await findProspect(db, tenant, input.params.id);
  // The address is limited by the app; a prospect's e-mails are limited here (an open relay otherwise).
  await enforceRateLimit(db, limits, 'emailsPerProspect', prospect.id);
  const { email } = input.body;
  const { priced, product } = await offerFacts(db, tenant, prospect, locale);
  const own = isOwnAddress(prospect, email);
  const link = await resumeLink(context, prospect.id, own ? 'email' : undefined);
  await queueMessage(db, {
    secret: own,
    tenantId: tenant.id,
    channel: 'email',
    recipient: email,
    subject: `${tenant.name}: ${coreText('offer-email.subject', locale, { product: productName(product, locale) })}`,
    body: offerEmailBody(priced, locale, link),
    prospectId: prospect.id,
    kind: 'offer',
  });
  return { status: 204 };
};

/**
 * Save for later, POST v2/prospects/{id}/subscription-link/email/send e-mails a resume link
 * to the journey's intent address (`/{lang}-{country}/intent?type=subscription&prospect_id=…`). Sent to the
 * prospect's own address, the link also carries a fresh proof (`prospect_proof`): the proof by e-mail of a
 * browser that did not create the prospect; the id alone may ask for it. Another address needs the caller
 * to prove the prospect: a proof's holder hands on a proof of the same standing (the agent's stays the
 * agent's, so no answer changes hands), an owning session none.
 */
export const sendSubscriptionLink: Handler<'sendSubscriptionLink'> = async (context) => {
  const { db, tenant, input, locale, request, limits } = context;
  const prospect = await findProspect(db, tenant, input.params.id);
  await enforceRateLimit(db, limits, 'emailsPerProspect', prospect.id);
  const { email } = input.body;
  const own = isOwnAddress(prospect, email);
  // To the subscription's own address the id is enough (the link's proof reaches only its mailbox); to any
  // other, the caller proves the prospect like any write.
  if (!own) {
    const header = (name: string) => request.header(name);
    await authorizeProspectCall(db, tenant, PROSPECT_WRITE, prospect.id, header, undefined);
  }
  const held = own
    ? undefined
    : await proofOrigin(db, tenant, prospect.id, request.header(PROSPECT_PROOF_HEADER));
  const handedOn: ProofOrigin | undefined = own ? 'email' : held === 'agent' ? 'agent' : held && 'email';
  const link = await resumeLink(context, prospect.id, handedOn);
  const linked = tenant.catalogue.product(prospect.product);
  await queueMessage(db, {
    // A link with a proof is a credential: a real relay clears its body once sent (docs/security.md).
    secret: handedOn !== undefined,
    tenantId: tenant.id,
    channel: 'email',
    recipient: email,
    subject:
      `${tenant.name}: ${linked === undefined ? (prospect.subscription_name ?? prospect.product ?? '') : productName(linked, locale)}`.trim(),
    body: coreText('resume-link.body', locale, { link }),
    prospectId: prospect.id,
    kind: 'resume-link',
  });
  return { status: 204 };
};

/**
 * POST v2/events stores page views and analytics events of the tenant: one record, or a batch with the
 * visitor's utm values (tracking/tracking.ts). Limited per address (the app counts it) and per prospect the
 * records name, each counted once per request (docs/security.md).
 */
export const trackEvent: Handler<'trackEvent'> = async ({ db, tenant, input, limits }) => {
  const body = input.body;
  const { events, utm } = 'events' in body ? body : { events: [body], utm: undefined };
  const prospects = new Set(events.flatMap((event) => (event.prospect_id ? [event.prospect_id] : [])));
  for (const prospectId of prospects) {
    await enforceRateLimit(db, limits, 'eventsPerProspect', `${tenant.id}:${prospectId}`);
  }
  await recordTrackingEvents(db, tenant.id, events, utm);
  return { status: 202 };
};
