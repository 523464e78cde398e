import { Button } from '@souscrire/ui/button';
import { useText } from '../../app/use-text.ts';
import { HelpContacts } from '../cancelled/help-contacts.tsx';
import { useSubscription } from '../step-context.ts';
import { StepFrame } from '../step-frame.tsx';
import { useDownloadDocument } from './use-download-document.ts';

/** The core's id of the subscription form among the prospect's documents. */
const SUBSCRIPTION_FORM = 'subscription-form';

/**
 * Pending validation (reviewing): what happens next, the subscription form to download (the
 * `downloadDocument` operation) when the visitor has a client session, and how to reach an adviser.
 */
export function ReviewingScreen() {
  const t = useText();
  const { session } = useSubscription();
  // The core serves documents under the client session only (contracts or login gives it).
  const canDownload = session.signedIn();
  const download = useDownloadDocument();

  return (
    <StepFrame step="reviewing">
      <p>{t('reviewing.body')}</p>
      {canDownload && (
        <p>
          <Button
            variant="secondary"
            isPending={download.isPending}
            pendingLabel={t('ui.loading')}
            onPress={() => download.mutate(SUBSCRIPTION_FORM)}
          >
            {t('reviewing.download-form')}
          </Button>
        </p>
      )}
      <HelpContacts />
    </StepFrame>
  );
}
