import { queryOptions } from '@tanstack/react-query';
import type { JourneyApi } from '../core/journey-api.ts';
import { journeyKeys } from '../core/query-keys.ts';

/**
 * The server state the frame reads, as TanStack Query options keyed by the key factory (`journeyKeys`, always
 * tenant-scoped), so two tenants' data never mix.
 *
 * @example
 * const workflow = await queryClient.ensureQueryData(journeyQueries.workflow(api, 'maif', id));
 */
export const journeyQueries = {
  products: (api: JourneyApi, tenant: string, country: string) =>
    queryOptions({
      queryKey: journeyKeys.products(tenant, country),
      queryFn: () => api.products(country),
      staleTime: 5 * 60_000,
    }),
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
  prospectProducts: (api: JourneyApi, tenant: string, id: string) =>
    queryOptions({
      queryKey: journeyKeys.prospectProducts(tenant, id),
      queryFn: () => api.prospectProducts(id),
      staleTime: 5 * 60_000,
    }),
  killingForm: (api: JourneyApi, tenant: string, id: string) =>
    queryOptions({
      queryKey: journeyKeys.killingForm(tenant, id),
      queryFn: () => api.killingForm(id),
      staleTime: 30_000,
    }),
  questionSteps: (api: JourneyApi, tenant: string, id: string) =>
    queryOptions({
      queryKey: journeyKeys.questionSteps(tenant, id),
      queryFn: () => api.questionSteps(id),
      staleTime: 30_000,
    }),
};
