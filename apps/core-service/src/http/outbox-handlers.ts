import { configOf } from '@souscrire/config';
import { coreText } from '../domain/core-texts.ts';
import { codeLabel } from '../domain/documents.ts';
import { offerFacts } from '../domain/offers.ts';
import { queueMessage } from '../domain/outbox.ts';
import {
  issueProspectProof,
  PROSPECT_PROOF_HEADER,
  type ProofOrigin,
  proofOrigin,
} from '../domain/prospect-proofs.ts';
import { findProspect } from '../domain/prospects.ts';
import { enforceRateLimit } from '../domain/rate-limits.ts';
import { recordTrackingEvents } from '../domain/tracking.ts';
import type { Handler } from './handler.ts';
import { appOriginOf } from './journey-origin.ts';
import { authorizeProspectCall, PROSPECT_WRITE } from './prospect-access.ts';

function money(amount: number, locale: string): string {
  return new Intl.NumberFormat(locale, { style: 'currency', currency: 'EUR' }).format(amount / 100);
}

/** POST v2/prospects/{id}/offers/email e-mails the offer (an outbox row). */
export const sendOfferByEmail: Handler<'sendOfferByEmail'> = async ({
  db,
  tenant,
  input,
  locale,
  limits,
}) => {
  const prospect = await findProspect(db, tenant, input.params.id);
  // The address is limited by the app; a prospect's e-mails are limited here (an open relay otherwise).
  await enforceRateLimit(db, limits, 'emailsPerProspect', prospect.id);
  const { email } = input.body;
  const { priced, product } = await offerFacts(db, tenant, prospect, locale);
  const lines = priced.formulas.map(
    (formula) =>
      `${codeLabel(formula.name, locale)}${formula.name === priced.recommendation ? ' *' : ''}: ${money(formula.price.amount, locale)}`,
  );
  if (priced.price !== null && priced.selection !== null) {
    lines.push(
      '',
      `${codeLabel(priced.selection.formula, locale)}: ${money(priced.price.total.amount, locale)}`,
    );
  }
  await queueMessage(db, {
    tenantId: tenant.id,
    channel: 'email',
    recipient: email,
    subject: `${tenant.name}: ${product.name}`,
    body: lines.join('\n'),
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
export const sendSubscriptionLink: Handler<'sendSubscriptionLink'> = async ({
  db,
  tenant,
  input,
  locale,
  request,
  env,
  limits,
}) => {
  const prospect = await findProspect(db, tenant, input.params.id);
  await enforceRateLimit(db, limits, 'emailsPerProspect', prospect.id);
  const { email } = input.body;
  const journey = appOriginOf(request, env, tenant, configOf(env).JOURNEY_PORT);
  const own = prospect.email !== null && String(prospect.email).toLowerCase() === email.toLowerCase();
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
  const proof =
    handedOn === undefined
      ? ''
      : `&prospect_proof=${await issueProspectProof(db, tenant, prospect.id, handedOn)}`;
  const link = `${journey}/${locale}-${tenant.country}/intent?type=subscription&prospect_id=${prospect.id}${proof}`;
  await queueMessage(db, {
    // A link with a proof is a credential: a real relay clears its body once sent (docs/security.md).
    secret: proof !== '',
    tenantId: tenant.id,
    channel: 'email',
    recipient: email,
    subject: `${tenant.name}: ${prospect.subscription_name ?? prospect.product ?? ''}`.trim(),
    body: coreText('resume-link.body', locale, { link }),
    prospectId: prospect.id,
    kind: 'resume-link',
  });
  return { status: 204 };
};

/**
 * POST v2/events stores page views and analytics events of the tenant: one record, or a batch with the
 * visitor's utm values (domain/tracking.ts). Limited per address (the app counts it) and per prospect the
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
