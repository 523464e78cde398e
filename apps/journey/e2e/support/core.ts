import type { Page } from '@playwright/test';

/**
 * The core service the end-to-end tests started: on E2E_CORE_PORT (playwright.config.ts), or at E2E_CORE_URL,
 * the production rehearsal's host name over HTTPS (e2e-production/playwright.config.ts).
 */
export const CORE_URL = process.env.E2E_CORE_URL ?? `http://localhost:${process.env.E2E_CORE_PORT ?? 4100}`;

/**
 * Where the page calls the core: on the app's own origin, whose web server forwards `/core/v2/...` to the core
 * (a glob for `page.route`).
 *
 * @example
 * await page.route(`${CORE_FROM_PAGE}/v2/products**`, (route) => route.fulfill({ status: 503 }));
 */
export const CORE_FROM_PAGE = '**/core';

/**
 * The core's path of a call the page made through its app's web server (`/core/v2/events` is `/v2/events`),
 * or undefined for any other request.
 *
 * @example
 * page.waitForRequest((request) => coreCallPath(request.url()) === '/v2/events');
 */
export function coreCallPath(url: string): string | undefined {
  const { pathname, search } = new URL(url);
  return pathname.startsWith('/core/v2/') ? `${pathname.slice('/core'.length)}${search}` : undefined;
}

/** The ports the end-to-end tests serve the journey and the customer space on (playwright.config.ts). */
export const E2E_ADDRESSES = {
  core: CORE_URL,
  journeyPort: Number(process.env.E2E_JOURNEY_PORT ?? 5180),
  spacePort: Number(process.env.E2E_SPACE_PORT ?? 5181),
};

/**
 * A tenant's journey on a host that names it (the brand comes from the host): `http://maif.localhost`
 * on the journey's port, or E2E_TENANT_JOURNEY_URL with `{tenant}` in it (the rehearsal's
 * `https://{tenant}.souscrire.test:<port>`).
 *
 * @example
 * await page.goto(`${tenantJourneyUrl('maif')}/fr-FR`);
 */
export function tenantJourneyUrl(tenant: string): string {
  const template =
    process.env.E2E_TENANT_JOURNEY_URL ?? `http://{tenant}.localhost:${E2E_ADDRESSES.journeyPort}`;
  return template.replaceAll('{tenant}', tenant);
}

/**
 * Where a test reads what a tenant's outbox sent (e-mails and SMS): each message as one text, newest first.
 * The sandbox's dev mailbox by default; the production rehearsal, whose core serves no dev page, reads the
 * outbox table of its database instead.
 */
export type Mailbox = (tenant: string) => Promise<string[]>;

/** The dev mailbox of the core under test (`/dev/mailbox`, opened with the tenant's development token). */
export const devMailbox: Mailbox = async (tenant) => {
  const page = await (await fetch(`${CORE_URL}/dev/mailbox?token=dev-token-${tenant}`)).text();
  return page.split('<tr>').slice(1);
};

/** The customer space the journey links to in the end-to-end tests. */
export const SPACE_URL = `http://localhost:${E2E_ADDRESSES.spacePort}`;

/**
 * The proof the creation of each prospect made here answered, by id: sent with this file's writes on that
 * prospect, as the journey sends its own (every call on a prospect needs it), and given to a page's browser
 * by {@link holdProof}.
 */
const proofs = new Map<string, string>();

/**
 * Calls the core with a tenant's development token, and with the proof kept for the prospect of the call
 * unless `headers` name one (a session, another proof).
 */
export async function coreCall<T>(
  tenant: string,
  method: string,
  path: string,
  body?: unknown,
  headers: Record<string, string> = {},
): Promise<T> {
  const id = /^\/v2\/prospects\/([^/?]+)/.exec(path)?.[1];
  const proof = id === undefined ? undefined : proofs.get(id);
  const response = await fetch(`${CORE_URL}${path}`, {
    method,
    headers: {
      authorization: `Bearer dev-token-${tenant}`,
      'content-type': 'application/json',
      ...(proof === undefined ? {} : { 'x-prospect-proof': proof }),
      ...headers,
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  if (!response.ok)
    throw new Error(`${method} ${path} answered ${response.status}: ${await response.text()}`);
  const answer = (response.status === 204 ? undefined : await response.json()) as T;
  if (method === 'POST' && path === '/v2/prospects') {
    const created = (answer as { data: { id: string; proof: string } }).data;
    proofs.set(created.id, created.proof);
  }
  return answer;
}

/**
 * The resume link of a prospect created here, as the core e-mails it to the prospect's own address: it carries
 * the proof, which the journey keeps and takes out of the address.
 *
 * @example
 * await page.goto(resumeLink(journeyUrl, await prospectAt('offer')));
 */
export function resumeLink(journey: string, id: string): string {
  const proof = proofs.get(id);
  if (proof === undefined) throw new Error(`no proof kept for the prospect ${id}`);
  const query = new URLSearchParams({ type: 'subscription', prospect_id: id, prospect_proof: proof });
  return `${journey}/fr-FR/intent?${query}`;
}

/**
 * Keeps the proof a page's browser holds for a prospect that browser created (a product intent, a person's
 * start), so this module's calls may read the prospect, and `holdProof` may give it to another browser.
 *
 * @example
 * await keepProofOf(page, id);
 * const prospect = await getProspect('plussimple', id);
 */
export async function keepProofOf(page: Page, id: string): Promise<void> {
  const proof = await page.evaluate((key) => localStorage.getItem(key), `souscrire.prospect-proof.${id}`);
  if (proof === null) throw new Error(`the page holds no proof of the prospect ${id}`);
  proofs.set(id, proof);
}

/**
 * Gives a page's browser the proof of a prospect created here, as if that browser had created it (the journey
 * keeps proofs in localStorage, `souscrire.prospect-proof.<id>`, and in a cookie of that name for its web
 * server's render): call it before the page opens the prospect.
 *
 * @example
 * const id = await createSubscription('plussimple');
 * await holdProof(page, id);
 * await page.goto(`/fr-FR/souscription/${id}/activite`);
 */
export async function holdProof(page: Page, id: string): Promise<void> {
  const proof = proofs.get(id);
  if (proof === undefined) throw new Error(`no proof kept for the prospect ${id}`);
  const name = `souscrire.prospect-proof.${id}`;
  await page.addInitScript(([key, value]) => localStorage.setItem(key, value), [name, proof] as const);
  await page
    .context()
    .addCookies([{ name, value: proof, url: `http://localhost:${E2E_ADDRESSES.journeyPort}` }]);
}

/** The first product of a tenant's catalogue for a country. */
export async function firstProduct(tenant: string, country = 'FR'): Promise<{ slug: string; name: string }> {
  const answer = await coreCall<{ data: { slug: string; name: string }[] }>(
    tenant,
    'GET',
    `/v2/products?country=${country}`,
  );
  const product = answer.data[0];
  if (!product) throw new Error(`${tenant} sells nothing in ${country}`);
  return product;
}

/** Creates a subscription the way the journey does: prospect, product link, workflow. */
export async function createSubscription(tenant: string, country = 'FR'): Promise<string> {
  const { slug } = await firstProduct(tenant, country);
  const prospect = await coreCall<{ data: { id: string } }>(tenant, 'POST', '/v2/prospects', {
    tags: ['subscription-v2'],
    enrich: true,
  });
  await coreCall(tenant, 'POST', `/v2/prospects/${prospect.data.id}/products`, { slug });
  await coreCall(tenant, 'POST', `/v2/prospects/${prospect.data.id}/steps`, { strict: true });
  return prospect.data.id;
}

/** A prospect as the core answers it, with its workflow. */
export async function getProspect(tenant: string, id: string) {
  return (
    await coreCall<{
      data: { id: string; product: string | null; tags: string[]; step?: { current_step: string } };
    }>(tenant, 'GET', `/v2/prospects/${id}?include=step`)
  ).data;
}

/** A prospect's workflow. */
export async function getWorkflow(tenant: string, id: string) {
  return (
    await coreCall<{
      data: { current_step: string; steps: { slug: string; can_go_to: boolean; is_relevant: boolean }[] };
    }>(tenant, 'GET', `/v2/prospects/${id}/steps`)
  ).data;
}

/** The criteria sub-steps of a prospect (its question steps without the sanctions form). */
export async function criteriaSubSteps(tenant: string, id: string): Promise<string[]> {
  const answer = await coreCall<{ data: { steps: string[] } }>(
    tenant,
    'GET',
    `/v2/prospects/${id}/questions-steps`,
  );
  return answer.data.steps.filter((step) => step !== 'sanctions-form');
}

/** Saves answers on a prospect as the introduction and confirmation screens do (`PUT /v2/prospects/{id}`). */
export async function updateProspect(
  tenant: string,
  id: string,
  body: Record<string, unknown>,
): Promise<void> {
  await coreCall(tenant, 'PUT', `/v2/prospects/${id}`, body);
}

/** Saves criteria answers as the criteria screens do (`PUT /v2/prospects/{id}/criterias`). */
export async function answerCriteria(
  tenant: string,
  id: string,
  criterias: Record<string, unknown>,
): Promise<void> {
  await coreCall(tenant, 'PUT', `/v2/prospects/${id}/criterias`, { criterias });
}

/** A prospect's criteria answers. */
export async function getCriteria(tenant: string, id: string): Promise<Record<string, unknown>> {
  return (
    await coreCall<{ data: { criterias: Record<string, unknown> } }>(
      tenant,
      'GET',
      `/v2/prospects/${id}/criterias`,
    )
  ).data.criterias;
}

/** Answers that keep a subscription within every demo product's bounds (criteria). */
const CRITERIA_ANSWERS: Record<string, unknown> = {
  headcount: 3,
  managers_count: 1,
  non_managers_count: 2,
  revenue: 250000,
  subcontracting_share: 0,
  premises_area: 80,
  has_current_contract: false,
};

/**
 * Gives the introduction, criteria and contact answers through the core, as a visitor would on those screens,
 * so a test can press Continue through them (their Continue saves what is on screen and needs an answer).
 */
export async function answerIntroduction(tenant: string, id: string): Promise<void> {
  await updateProspect(tenant, id, {
    activity_code: '10.71C',
    naf: '10.71C',
    city: 'Paris',
    postal_code: '75011',
    insee_code_city: '75056',
    name: 'Boulangerie Martin',
    address: '12 rue Oberkampf',
    email: 'jeanne.martin@example.com',
    phone: '+33612345678',
    owner_firstname: 'Jeanne',
    owner_lastname: 'Martin',
  });
  const criterias: Record<string, unknown> = {};
  for (const step of await criteriaSubSteps(tenant, id)) {
    const answer = await coreCall<{
      data: { questions: { key: string; type: string; options: { value: string }[] }[] };
    }>(tenant, 'GET', `/v2/prospects/${id}/questions-steps/${step}`);
    for (const question of answer.data.questions) {
      criterias[question.key] =
        CRITERIA_ANSWERS[question.key] ??
        (question.type === 'boolean' ? false : question.type === 'select' ? question.options[0]?.value : 1);
    }
  }
  await answerCriteria(tenant, id, criterias);
}

/** A trading company of the core's demo registry (an SA). */
const ACTIVE_SIRET = '18564929000060';

/**
 * A plussimple prospect brought to a step the way the journey does (company, product, criteria, contact
 * details), the workflow walked one relevant step at a time.
 */
export async function prospectAt(
  step: 'killing' | 'offer' | 'qualification',
  criterias: Record<string, unknown> = { headcount: 4, revenue: 300000, sanctioned_country_exposure: false },
): Promise<string> {
  const tenant = 'plussimple';
  const created = await coreCall<{ data: { id: string } }>(tenant, 'POST', '/v2/prospects', {
    tags: ['subscription-v2'],
    enrich: true,
    company_identifier: ACTIVE_SIRET,
    email: 'jeanne.martin@example.com',
  });
  const id = created.data.id;
  await coreCall(tenant, 'POST', `/v2/prospects/${id}/products`, { slug: 'rc-pro' });
  await coreCall(tenant, 'POST', `/v2/prospects/${id}/steps`, { strict: true });
  await coreCall(tenant, 'PUT', `/v2/prospects/${id}/criterias`, { criterias });
  await coreCall(tenant, 'PUT', `/v2/prospects/${id}`, {
    phone: '+33612345678',
    owner_firstname: 'Jeanne',
    owner_lastname: 'Martin',
  });
  if (step === 'offer')
    await coreCall(tenant, 'PUT', `/v2/prospects/${id}/killing-questions`, {
      answers: { collective_proceedings: false, cancelled_by_insurer: false, claims_last_3_years: false },
    });
  type Workflow = { current_step: string; steps: { slug: string; is_relevant: boolean }[] };
  const { data } = await coreCall<{ data: Workflow }>(tenant, 'GET', `/v2/prospects/${id}/steps`);
  for (const { slug } of data.steps.filter((entry) => entry.is_relevant)) {
    await coreCall(tenant, 'PUT', `/v2/prospects/${id}/steps`, {
      current_step: slug,
      current_sub_step: null,
    });
    if (slug === step) break;
  }
  return id;
}
