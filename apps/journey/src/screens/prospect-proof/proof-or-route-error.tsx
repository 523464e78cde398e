import type { ErrorComponentProps } from '@tanstack/react-router';
import { lazy, Suspense } from 'react';
import { RouteErrorPage } from '../../errors/route-error-page.tsx';
import { ProofRequired } from './proof-required.ts';

// Its own chunk: only a browser without the prospect's proof needs the form (not on the first view).
const ProofScreen = lazy(async () => ({ default: (await import('./proof-screen.tsx')).ProofScreen }));

/**
 * The error component of the subscription area and its steps: the proof screen when this browser holds no
 * proof of the prospect (its reads and writes were refused), the route's error page for anything
 * else.
 */
export function ProofOrRouteError(props: ErrorComponentProps) {
  if (props.error instanceof ProofRequired) {
    return (
      <Suspense fallback={null}>
        <ProofScreen sendLink={props.error.sendLink} email={props.error.email} />
      </Suspense>
    );
  }
  return <RouteErrorPage {...props} />;
}
