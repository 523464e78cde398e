import type { Locale } from '@souscrire/i18n';
import { useQuery } from '@tanstack/react-query';
import { useRouteContext } from '@tanstack/react-router';
import type { JourneyServices } from '../app/journey-services.ts';
import type { JourneyApi, Prospect, Workflow } from '../core/journey-api.ts';
import { journeyQueries } from '../router/journey-queries.ts';

/** What the subscription area's routes put in their context. */
export type SubscriptionContext = JourneyServices & {
  locale: Locale;
  tenant: string;
  api: JourneyApi;
  prospectId: string;
  prospect: Prospect;
  subStep?: string | null;
};

/**
 * The subscription being shown: its context (prospect, api, locale) and its live workflow from TanStack Query.
 *
 * @example
 * const { prospectId, workflow } = useSubscription();
 */
export function useSubscription(): SubscriptionContext & { workflow: Workflow | undefined } {
  const context = useRouteContext({ strict: false }) as SubscriptionContext;
  const { data: workflow } = useQuery(
    journeyQueries.workflow(context.api, context.tenant, context.prospectId),
  );
  return { ...context, workflow };
}
