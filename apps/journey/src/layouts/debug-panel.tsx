import { isDebugEnvironment } from '@souscrire/workflow';
import { useFrame } from '../app/frame-context.ts';
import { useShell } from '../app/use-shell.ts';
import { useText } from '../app/use-text.ts';
import { TestErrorButton } from '../monitoring/test-error-button.tsx';

/**
 * The debug panel: what the journey runs on, shown only in the whitelisted environments
 * (staging, dev, local, demo, uat), folded by default, after the page in its flow so it never covers content.
 * The route and its parameters are the deepest route's (the home page's first view names its own).
 */
export function DebugPanel({ route, params }: { route: string | undefined; params: object | undefined }) {
  const { config } = useFrame();
  const { tenant, locale } = useShell();
  const t = useText();
  if (!isDebugEnvironment(config.environment)) return null;
  const data = {
    environment: config.environment,
    version: import.meta.env.VITE_JOURNEY_VERSION ?? 'dev',
    tenant,
    locale,
    route,
    params,
  };
  return (
    <details className="sc-debug-panel" data-testid="debug-panel">
      <summary>{t('debug.title')}</summary>
      <pre>{JSON.stringify(data, null, 2)}</pre>
      <TestErrorButton />
    </details>
  );
}
