import { type Locale, localizedPath } from '@souscrire/i18n';
import { type ErrorComponentProps, useRouter } from '@tanstack/react-router';
import { useEffect, useMemo } from 'react';
import { useServices } from '../app/use-services.ts';
import { useShell } from '../app/use-shell.ts';
import { reloadForChunkError } from '../runtime/chunk-reload.ts';
import { classifyError } from './error-kind.ts';
import { ErrorPanel } from './error-panel.tsx';

/**
 * The fatal error page of a route. A chunk that failed to load (a new deployment) reloads the
 * page, at most once per 10 s; a 401 logs the client out and goes home without a panel.
 */
export function RouteErrorPage({ error }: ErrorComponentProps) {
  const { session, monitoring } = useServices();
  const { locale } = useShell();
  const router = useRouter();
  const classified = useMemo(() => classifyError(error), [error]);
  const reloading = useMemo(() => reloadForChunkError(error), [error]);

  useEffect(() => {
    if (classified.kind !== 'logout') return;
    session.logOut();
    void router.navigate({ href: localizedPath('home', locale as Locale, {}), replace: true });
  }, [classified.kind, session, router, locale]);

  useEffect(() => {
    if (classified.kind !== 'generic' || reloading) return;
    console.error(error);
    // A fatal page reports its error (tagged with the tenant, locale, step and release).
    monitoring.captureException(error);
  }, [classified.kind, reloading, error, monitoring]);

  if (reloading || classified.kind === 'logout') return null;
  return <ErrorPanel kind={classified.kind} />;
}
