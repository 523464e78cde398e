import type { components } from '@souscrire/core-api';
import { queryOptions } from '@tanstack/react-query';
import type { JourneyApi, Product } from '../core/journey-api.ts';
import { journeyKeys, keptWhileSwitching } from '../core/query-keys.ts';

/**
 * The server state the frame reads, as TanStack Query options keyed by the key factory (`journeyKeys`, always
 * tenant-scoped), so two tenants' data never mix. The reads in a language (products, the eligibility form)
 * are keyed by the api's locale, the one they ask in: a language switch asks again, the screen keeping the
 * previous language's answer meanwhile.
 *
 * @example
 * const workflow = await queryClient.ensureQueryData(journeyQueries.workflow(api, 'maif', id));
 */
export const journeyQueries = {
  products: (api: JourneyApi, tenant: string, country: string) => {
    const queryKey = journeyKeys.inLanguage(journeyKeys.products(tenant, country), api.locale);
    return queryOptions({
      queryKey,
      queryFn: () => api.products(country),
      placeholderData: keptWhileSwitching<Product[]>(queryKey),
      staleTime: 5 * 60_000,
    });
  },
  prospect: (api: JourneyApi, tenant: string, id: string) =>
    queryOptions({
      queryKey: journeyKeys.prospect(tenant, id),
      queryFn: () => api.prospect(id),
      staleTime: 30_000,
    }),
  workflow: (api: JourneyApi, tenant: string, id: string) =>
    queryOptions({
      queryKey: journeyKeys.workflow(tenant, id),
      queryFn: () => api.workflow(id),
      staleTime: 2_000,
    }),
  prospectProducts: (api: JourneyApi, tenant: string, id: string) => {
    const queryKey = journeyKeys.inLanguage(journeyKeys.prospectProducts(tenant, id), api.locale);
    return queryOptions({
      queryKey,
      queryFn: () => api.prospectProducts(id),
      placeholderData: keptWhileSwitching<Product[]>(queryKey),
      staleTime: 5 * 60_000,
    });
  },
  killingForm: (api: JourneyApi, tenant: string, id: string) => {
    const queryKey = journeyKeys.inLanguage(journeyKeys.killingForm(tenant, id), api.locale);
    return queryOptions({
      queryKey,
      queryFn: () => api.killingForm(id),
      placeholderData: keptWhileSwitching<components['schemas']['KillingForm'] | null>(queryKey),
      staleTime: 30_000,
    });
  },
  questionSteps: (api: JourneyApi, tenant: string, id: string) =>
    queryOptions({
      queryKey: journeyKeys.questionSteps(tenant, id),
      queryFn: () => api.questionSteps(id),
      staleTime: 30_000,
    }),
};
