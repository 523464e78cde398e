import { Alert } from '@souscrire/ui/alert';
import { Button } from '@souscrire/ui/button';
import { useText } from '../../app/use-text.ts';
import { SIDE_STATE_MESSAGES } from './side-state-messages.ts';

/**
 * What a screen shows when its data could not load (spec 8: the default alert), with a way to try again
 * rather than a blank page.
 *
 * @example
 * {query.isError && <LoadFailure onRetry={() => void query.refetch()} />}
 */
export function LoadFailure({ onRetry }: { onRetry: () => void }) {
  const t = useText();
  return (
    <Alert type="error" live title={t(SIDE_STATE_MESSAGES.errorToastTitle)}>
      <p>{t(SIDE_STATE_MESSAGES.genericError)}</p>
      <Button variant="secondary" onPress={onRetry}>
        {t(SIDE_STATE_MESSAGES.retry)}
      </Button>
    </Alert>
  );
}
