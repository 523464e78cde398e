import { Outlet, useRouterState } from '@tanstack/react-router';
import { DebugPanel } from './debug-panel.tsx';
import { DocumentTheme } from './document-theme.tsx';
import { FrameProviders } from './frame-providers.tsx';
import { NavigationEffects } from './navigation-effects.tsx';
import './layout.css';

/** The debug panel of the deepest route. */
function RouteDebugPanel() {
  const deepest = useRouterState({ select: (state) => state.matches.at(-1) });
  return <DebugPanel route={deepest?.staticData.routeName ?? deepest?.routeId} params={deepest?.params} />;
}

/**
 * The frame of every page ("Other"): the providers, the tenant's theme as CSS variables with its
 * favicon and title, the navigation behaviours and the debug panel. Layouts (default, subscription) sit below
 * it; the signature callback has none.
 */
export function RootShell() {
  return (
    <FrameProviders>
      <DocumentTheme />
      <NavigationEffects />
      <Outlet />
      <RouteDebugPanel />
    </FrameProviders>
  );
}
