import { queryOptions } from '@tanstack/react-query';
import type { JourneyApi } from '../core/journey-api.ts';

/**
 * The server state the frame reads, as TanStack Query options keyed by tenant, so two tenants' data never mix.
 *
 * @example
 * const workflow = await queryClient.ensureQueryData(journeyQueries.workflow(api, 'maif', id));
 */
export const journeyQueries = {
  products: (api: JourneyApi, tenant: string, country: string) =>
    queryOptions({
      queryKey: ['tenant', tenant, 'products', country],
      queryFn: () => api.products(country),
      staleTime: 5 * 60_000,
    }),
  prospect: (api: JourneyApi, tenant: string, id: string) =>
    queryOptions({
      queryKey: ['tenant', tenant, 'prospect', id],
      queryFn: () => api.prospect(id),
      staleTime: 30_000,
    }),
  workflow: (api: JourneyApi, tenant: string, id: string) =>
    queryOptions({
      queryKey: ['tenant', tenant, 'prospect', id, 'workflow'],
      queryFn: () => api.workflow(id),
      staleTime: 2_000,
    }),
  prospectProducts: (api: JourneyApi, tenant: string, id: string) =>
    queryOptions({
      queryKey: ['tenant', tenant, 'prospect', id, 'products'],
      queryFn: () => api.prospectProducts(id),
      staleTime: 5 * 60_000,
    }),
  killingForm: (api: JourneyApi, tenant: string, id: string) =>
    queryOptions({
      queryKey: ['tenant', tenant, 'prospect', id, 'killing-form'],
      queryFn: () => api.killingForm(id),
      staleTime: 30_000,
    }),
  questionSteps: (api: JourneyApi, tenant: string, id: string) =>
    queryOptions({
      queryKey: ['tenant', tenant, 'prospect', id, 'question-steps'],
      queryFn: () => api.questionSteps(id),
      staleTime: 30_000,
    }),
};
