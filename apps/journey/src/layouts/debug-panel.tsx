import { isDebugEnvironment } from '@souscrire/workflow';
import { useRouterState } from '@tanstack/react-router';
import { useServices } from '../app/use-services.ts';
import { useShell } from '../app/use-shell.ts';
import { useText } from '../app/use-text.ts';
import { TestErrorButton } from '../monitoring/test-error-button.tsx';

/**
 * The debug panel (spec 2 and 6): what the journey runs on, shown only in the whitelisted environments
 * (staging, dev, local, demo, uat), folded by default, after the page in its flow so it never covers content.
 */
export function DebugPanel() {
  const { config } = useServices();
  const { tenant, locale } = useShell();
  const t = useText();
  const matches = useRouterState({ select: (state) => state.matches });
  if (!isDebugEnvironment(config.environment)) return null;
  const deepest = matches.at(-1);
  const data = {
    environment: config.environment,
    version: import.meta.env.VITE_JOURNEY_VERSION ?? 'dev',
    tenant,
    locale,
    route: deepest?.staticData.routeName ?? deepest?.routeId,
    params: deepest?.params,
  };
  return (
    <details className="sc-debug-panel" data-testid="debug-panel">
      <summary>{t('debug.title')}</summary>
      <pre>{JSON.stringify(data, null, 2)}</pre>
      <TestErrorButton />
    </details>
  );
}
