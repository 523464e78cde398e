import type { CoreApiClient, components } from '@souscrire/core-api';
import type { Locale } from '@souscrire/i18n';
import { languageHeaders } from './language-headers.ts';
import { unwrap } from './unwrap.ts';

/** A prospect, as the contract defines it. */
export type Prospect = components['schemas']['Prospect'];
/** A prospect's workflow. */
export type Workflow = components['schemas']['ProspectWorkflow'];
/** A catalogue product. */
export type Product = components['schemas']['Product'];
/** The save-for-later and send-offer form (e-mail plus acceptance of terms). */
export type EmailRequest = components['schemas']['EmailRequest'];

/** The extras loaded with a prospect. */
export const PROSPECT_INCLUDE = 'agentCosmeticData,form_subscription,step';

/**
 * The core calls the journey's frame makes, over the typed client of `@souscrire/core-api`, for a page in
 * `locale`: the reads whose answer is in a language (products, the eligibility form) ask in it. Each
 * throws a {@link CoreRequestError} on an error answer: they are the edge of loaders and queries.
 *
 * @example
 * const api = journeyApi(client, 'fr-FR');
 * const workflow = await api.workflow(prospectId);
 */
export function journeyApi(client: CoreApiClient, locale: Locale) {
  const headers = languageHeaders(locale);
  return {
    /** The language the reads in a language ask in (their query keys end with it). */
    locale,
    /** The tenant's catalogue for a country (home dropdown), its names in the page's language. */
    async products(country: string): Promise<Product[]> {
      const answer = await client.GET('/v2/products', {
        params: { query: { country: country as components['schemas']['Country'], per_page: 100 } },
        headers,
      });
      return unwrap(answer).data;
    },
    /** A prospect with agentCosmeticData, form_subscription and step. */
    async prospect(id: string): Promise<Prospect> {
      const answer = await client.GET('/v2/prospects/{id}', {
        params: { path: { id }, query: { include: PROSPECT_INCLUDE } },
      });
      return unwrap(answer).data;
    },
    /** Fetch the workflow. */
    async workflow(id: string): Promise<Workflow> {
      return unwrap(await client.GET('/v2/prospects/{id}/steps', { params: { path: { id } } })).data;
    },
    /** The current step and sub-step are written on each screen change. */
    async writePosition(id: string, step: string, subStep: string | null): Promise<Workflow> {
      const answer = await client.PUT('/v2/prospects/{id}/steps', {
        params: { path: { id } },
        body: {
          current_step: step as components['schemas']['WorkflowStepName'],
          current_sub_step: subStep,
        },
      });
      return unwrap(answer).data;
    },
    /** The criteria question steps. */
    async questionSteps(id: string): Promise<components['schemas']['QuestionSteps']> {
      return unwrap(await client.GET('/v2/prospects/{id}/questions-steps', { params: { path: { id } } }))
        .data;
    },
    /** The products of the subscription (GET v2/prospects/{id}/products), named in the page's language. */
    async prospectProducts(id: string): Promise<Product[]> {
      return unwrap(await client.GET('/v2/prospects/{id}/products', { params: { path: { id } }, headers }))
        .data;
    },
    /**
     * The eligibility form in the page's language, or null when the product has none (the killing screen is
     * then skipped): the core answers that with a 200, it is no error.
     */
    async killingForm(id: string): Promise<components['schemas']['KillingForm'] | null> {
      const answer = await client.GET('/v2/prospects/{id}/killing-questions', {
        params: { path: { id }, query: { type: 'json-form' } },
        headers,
      });
      return unwrap(answer).data;
    },
    /** The validate call. */
    async isValid(id: string): Promise<boolean> {
      return unwrap(await client.GET('/v2/prospects/{id}/validate', { params: { path: { id } } })).data.valid;
    },
    /** Receive the offer by e-mail. */
    async sendOffer(id: string, body: EmailRequest): Promise<void> {
      unwrap(await client.POST('/v2/prospects/{id}/offers/email', { params: { path: { id } }, body }));
    },
    /** Save for later (a resume link by e-mail). */
    async sendSubscriptionLink(id: string, body: EmailRequest): Promise<void> {
      unwrap(
        await client.POST('/v2/prospects/{id}/subscription-link/{channel}/send', {
          params: { path: { id, channel: 'email' } },
          body,
        }),
      );
    },
    /** The first-party tracking service: a batch, sent with keepalive so it outlives a closing tab. */
    async track(batch: components['schemas']['TrackingBatch']): Promise<void> {
      unwrap(await client.POST('/v2/events', { body: batch, keepalive: true }));
    },
  };
}

/** The journey's core calls, bound to one tenant's client. */
export type JourneyApi = ReturnType<typeof journeyApi>;
