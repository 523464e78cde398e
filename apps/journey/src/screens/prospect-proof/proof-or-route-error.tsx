import type { ErrorComponentProps } from '@tanstack/react-router';
import { RouteErrorPage } from '../../errors/route-error-page.tsx';
import { ProofRequired } from './proof-required.ts';
import { ProofScreen } from './proof-screen.tsx';

/**
 * The error component of the client-guarded steps: the proof screen when the guard found no proof of the
 * prospect in this browser (issue 13), the route's error page for anything else.
 */
export function ProofOrRouteError(props: ErrorComponentProps) {
  if (props.error instanceof ProofRequired) return <ProofScreen sendLink={props.error.sendLink} />;
  return <RouteErrorPage {...props} />;
}
