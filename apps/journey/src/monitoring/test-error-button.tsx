import { useState } from 'react';
import { useFrame } from '../app/frame-context.ts';
import { useText } from '../app/use-text.ts';

/** The error the debug panel's button throws, so it is told apart from real ones in the reports. */
export class MonitoringTestError extends Error {
  override name = 'MonitoringTestError';
}

/**
 * The debug panel's 'throw a test error': the screen's render throws, the route's fatal page
 * shows and reports it with the tenant, locale, step and release, as a real failure would. Shown only when
 * the configuration asks for it (`monitoring.testErrors`), in a debug environment, never in production.
 */
export function TestErrorButton() {
  const { monitoring } = useFrame();
  const t = useText();
  const [thrown, setThrown] = useState(false);
  if (!monitoring.testErrors) return null;
  if (thrown) throw new MonitoringTestError('Test error thrown from the debug panel');
  return (
    <button type="button" className="sc-debug-panel__action" onClick={() => setThrown(true)}>
      {t('debug.throw-test-error')}
    </button>
  );
}
