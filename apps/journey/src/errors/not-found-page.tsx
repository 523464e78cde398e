import { ErrorPanel } from './error-panel.tsx';

/** spec 8: unmatched routes and route validation failures show 404 'Page Not Found'. */
export function NotFoundPage() {
  return <ErrorPanel kind="notFound" />;
}
