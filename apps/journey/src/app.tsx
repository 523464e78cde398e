import { RouterProvider } from '@tanstack/react-router';
import type { JourneyRouter } from './router/create-journey-router.ts';

/** The journey's root component: the router, which renders the frame and the screens. */
export function App({ router }: { router: JourneyRouter }) {
  return <RouterProvider router={router} />;
}
