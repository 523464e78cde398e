import { normalizeError } from '@souscrire/core-api';
import { Button } from '@souscrire/ui/button';
import { useToasts } from '@souscrire/ui/toast';
import { useState } from 'react';
import { useText } from '../../app/use-text.ts';
import { HelpContacts } from '../cancelled/help-contacts.tsx';
import { StepFrame } from '../step-frame.tsx';
import { useSubscription } from '../use-subscription.ts';
import { downloadDocument } from './download-document.ts';

/** The core's id of the subscription form among the prospect's documents. */
const SUBSCRIPTION_FORM = 'subscription-form';

/**
 * Pending validation (spec 2: reviewing): what happens next, the subscription form to download (the
 * `downloadDocument` operation, spec 7) when the visitor has a client session, and how to reach an adviser.
 */
export function ReviewingScreen() {
  const t = useText();
  const toasts = useToasts();
  const { clientFor, tenant, prospectId, session } = useSubscription();
  // The core serves documents under the client session only (spec 7: contracts or login gives it).
  const canDownload = session.token() !== undefined;
  const [isPending, setPending] = useState(false);

  const download = async () => {
    setPending(true);
    try {
      await downloadDocument(clientFor(tenant), prospectId, SUBSCRIPTION_FORM);
    } catch (error) {
      // spec 8: a failed file download says so, and the visitor can try again.
      if (normalizeError(error).aborted) return;
      toasts.show({
        type: 'error',
        title: t('toast.error.title'),
        message: t('errors.file-fetch'),
      });
    } finally {
      setPending(false);
    }
  };

  return (
    <StepFrame step="reviewing">
      <p>{t('reviewing.body')}</p>
      {canDownload && (
        <p>
          <Button
            variant="secondary"
            isPending={isPending}
            pendingLabel={t('ui.loading')}
            onPress={() => void download()}
          >
            {t('reviewing.download-form')}
          </Button>
        </p>
      )}
      <HelpContacts />
    </StepFrame>
  );
}
