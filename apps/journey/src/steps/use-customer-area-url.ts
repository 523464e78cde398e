import { customerAreaUrl } from '@souscrire/core-api';
import { customerAreaBaseUrl } from '../config/tenant-addresses.ts';
import { useSubscription } from './step-context.ts';

/** The customer space's address for the subscription's tenant, in the visitor's language and country. */
export function useCustomerAreaUrl(): string {
  const { tenant, config, locale, host } = useSubscription();
  const [language = 'fr', country = 'FR'] = locale.split('-');
  return customerAreaUrl({ tenant, baseUrl: customerAreaBaseUrl(config, tenant, host), language, country });
}
