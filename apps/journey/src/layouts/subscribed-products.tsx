import { useQuery } from '@tanstack/react-query';
import { useText } from '../app/use-text.ts';
import { journeyQueries } from '../router/journey-queries.ts';
import { useSubscription } from '../steps/step-context.ts';

/**
 * What the visitor is subscribing to, at the top of the sidebar (the prospect's own product list):
 * nothing until it has loaded, and nothing if it fails (the steps below still work).
 */
export function SubscribedProducts() {
  const t = useText();
  const { api, tenant, prospectId, locale } = useSubscription();
  const { data: products } = useQuery(journeyQueries.prospectProducts(api, tenant, prospectId));
  if (!products || products.length === 0) return null;
  const names = new Intl.ListFormat(locale, { type: 'conjunction' }).format(products.map(({ name }) => name));
  return <p className="sc-sidebar__product">{t('sidebar.product', { names })}</p>;
}
