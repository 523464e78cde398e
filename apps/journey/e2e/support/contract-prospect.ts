import { CORE_URL, coreCall } from './core.ts';

// Prospects brought to their contracts through the core's API, as the journey's earlier screens bring them: the
// contract steps' tests open their screens with them, and `pnpm lighthouse` measures the payment page of one.

/** The tenant of the contract steps' prospects. */
export const TENANT = 'plussimple';
/** A demo company that trades, an SA: it declares beneficial owners (core README). */
const ACTIVE_SIRET = '18564929000060';
const OWNER = {
  firstname: 'Jeanne',
  lastname: 'Martin',
  birth_date: '1984-05-17',
  nationality: 'FR',
  ownership_percentage: 100,
};

/** A call on the core for the tenant, with a client session or a prospect proof when given. */
export async function call<T>(
  method: string,
  path: string,
  body?: unknown,
  session?: string,
  proof?: string,
): Promise<T> {
  return coreCall<T>(TENANT, method, path, body, {
    ...(session ? { 'x-client-session': session } : {}),
    ...(proof ? { 'x-prospect-proof': proof } : {}),
  });
}

export type Workflow = { current_step: string; steps: { slug: string; is_relevant: boolean }[] };

/** A prospect with a formula, its owners and its contracts: answers its id and the client session. */
export async function prospectWithSession(phone: string): Promise<{ id: string; session: string }> {
  const created = await call<{ data: { id: string; proof: string } }>('POST', '/v2/prospects', {
    tags: ['subscription-v2'],
    enrich: true,
    company_identifier: ACTIVE_SIRET,
    email: `jeanne.${Date.now()}@example.com`,
  });
  const id = created.data.id;
  const base = `/v2/prospects/${id}`;
  await call('POST', `${base}/products`, { slug: 'rc-pro' });
  await call('POST', `${base}/steps`, { strict: true });
  await call('PUT', `${base}/criterias`, {
    criterias: { headcount: 4, revenue: 300000, sanctioned_country_exposure: false },
  });
  await call('PUT', base, {
    phone,
    owner_firstname: 'Jeanne',
    owner_lastname: 'Martin',
  });
  await call('PUT', `${base}/killing-questions`, {
    answers: { collective_proceedings: false, cancelled_by_insurer: false, claims_last_3_years: false },
  });
  await call('PUT', `${base}/offer`, { formula: 'balanced', excess_level: 'standard', options: [] });
  await call('PUT', `${base}/sanction-beneficiaries`, { beneficiaries: [OWNER] });
  // Contracts asks for the proof the creation answered (a screen test's API fixture holds it).
  const contracts = await call<{ data: { session: string } }>(
    'POST',
    `${base}/contracts`,
    undefined,
    undefined,
    created.data.proof,
  );
  return { id, session: contracts.data.session };
}

/** Moves the workflow step by step (the strict workflow refuses jumps) up to `target`. */
export async function walkTo(id: string, target: string): Promise<void> {
  const workflow = (await call<{ data: Workflow }>('GET', `/v2/prospects/${id}/steps`)).data;
  for (const step of workflow.steps.filter((candidate) => candidate.is_relevant)) {
    await call('PUT', `/v2/prospects/${id}/steps`, { current_step: step.slug, current_sub_step: null });
    if (step.slug === target) return;
  }
  throw new Error(`${target} is not a relevant step`);
}

/**
 * Signs through the core's API as the signature screen does: start, the signing page's consent (its sign
 * button's form post), SMS code from the outbox, verify.
 */
export async function sign(id: string, session: string, phone: string): Promise<void> {
  const started = await call<{ data: { frame_url: string } }>(
    'POST',
    `/v2/prospects/${id}/signature`,
    undefined,
    session,
  );
  const consent = await fetch(`${CORE_URL}${new URL(started.data.frame_url).pathname}/sign`, {
    method: 'POST',
    redirect: 'manual',
  });
  if (consent.status >= 400) throw new Error(`the signing page's consent answered ${consent.status}`);
  await call('POST', `/v2/prospects/${id}/signature/code`, undefined, session);
  await call(
    'POST',
    `/v2/prospects/${id}/signature/code/verify`,
    { code: await lastSmsCode(phone) },
    session,
  );
}

/** The last SMS code the core sent to a phone (the tenant's outbox, /dev/mailbox: newest first). */
export async function lastSmsCode(phone: string): Promise<string> {
  const mailbox = await (
    await fetch(`${CORE_URL}/dev/mailbox`, { headers: { authorization: `Bearer dev-token-${TENANT}` } })
  ).text();
  const row = mailbox.split('<tr>').find((line) => line.includes(phone.slice(-8)) && /\b\d{6}\b/.test(line));
  const code = row?.match(/\b(\d{6})\b/)?.[1];
  if (!code) throw new Error(`no SMS code for ${phone}`);
  return code;
}

/** A mobile of the French plan, new at each call (a random 06 9… may be an overseas range, refused). */
export function frenchMobile(): string {
  return `+3365${String(Date.now()).slice(-7)}`;
}

/**
 * A prospect that signed its contracts, at its payment step: its id and the client session the payment page
 * needs (the session cookies its web server sets).
 *
 * @example
 * const { id, session } = await prospectAtPayment();
 */
export async function prospectAtPayment(): Promise<{ id: string; session: string }> {
  const phone = frenchMobile();
  const { id, session } = await prospectWithSession(phone);
  await sign(id, session, phone);
  await walkTo(id, 'payment');
  return { id, session };
}
