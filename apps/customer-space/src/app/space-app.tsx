import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import type { SpaceRouter } from '../router/space-router.tsx';
import type { SpaceServices } from './space-services.ts';

/**
 * The customer space: its router (pages, session checks, the locale's messages and theme) under TanStack
 * Query's client.
 */
export function SpaceApp({ services, router }: { services: SpaceServices; router: SpaceRouter }) {
  return (
    <QueryClientProvider client={services.queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>
  );
}
