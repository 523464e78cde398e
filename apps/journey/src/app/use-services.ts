import { useRouter } from '@tanstack/react-router';
import type { JourneyServices } from './journey-services.ts';

/**
 * The journey's services (the router's context) from a component.
 *
 * @example
 * const { session, analytics } = useServices();
 */
export function useServices(): JourneyServices {
  return useRouter().options.context as JourneyServices;
}
