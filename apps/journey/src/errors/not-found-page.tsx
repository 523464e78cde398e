import { ErrorPanel } from './error-panel.tsx';

/** Unmatched routes and route validation failures show 404 'Page Not Found'. */
export function NotFoundPage() {
  return <ErrorPanel kind="notFound" />;
}
