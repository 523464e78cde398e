import { createContext, useContext } from 'react';
import type { SpaceServices } from './space-services.ts';

/** The services of the running space, provided once at the root. */
export const ServicesContext = createContext<SpaceServices | null>(null);

/** The space's services (throws outside the root, a programming error). */
export function useServices(): SpaceServices {
  const services = useContext(ServicesContext);
  if (!services) throw new Error('useServices is used outside the customer space root');
  return services;
}
