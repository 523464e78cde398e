import type { ErrorComponentProps } from '@tanstack/react-router';
import { DocumentTheme } from '../layouts/document-theme.tsx';
import { FrameProviders } from '../layouts/frame-providers.tsx';
import { NotFoundPage } from './not-found-page.tsx';
import { RouteErrorPage } from './route-error-page.tsx';

/** The root route's error page: it replaces the root's component, so it brings the providers itself. */
export function RootErrorPage(props: ErrorComponentProps) {
  return (
    <FrameProviders>
      <DocumentTheme />
      <RouteErrorPage {...props} />
    </FrameProviders>
  );
}

/** The root route's 404 page (unmatched routes), with the providers. */
export function RootNotFoundPage() {
  return (
    <FrameProviders>
      <DocumentTheme />
      <NotFoundPage />
    </FrameProviders>
  );
}
