import { Alert } from '@souscrire/ui/alert';
import { Button } from '@souscrire/ui/button';
import { useText } from '../../app/use-text.ts';

/**
 * What a screen shows when its data could not load (the default alert), with a way to try again
 * rather than a blank page.
 *
 * @example
 * {query.isError && <LoadFailure onRetry={() => void query.refetch()} />}
 */
export function LoadFailure({ onRetry }: { onRetry: () => void }) {
  const t = useText();
  return (
    <Alert type="error" live title={t('toast.error.title')}>
      <p>{t('errors.generic')}</p>
      <Button variant="secondary" onPress={onRetry}>
        {t('common.retry')}
      </Button>
    </Alert>
  );
}
