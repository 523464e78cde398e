import type { CoreApiClient } from '@souscrire/core-api';
import { useIntl } from '@souscrire/i18n/react';
import { Alert } from '@souscrire/ui/alert';
import { Button } from '@souscrire/ui/button';
import { Heading } from '@souscrire/ui/heading';
import { useMutation } from '@tanstack/react-query';
import { useId } from 'react';
import { MESSAGES } from '../app/message-ids.ts';
import { spaceDownloads } from '../router/space-downloads.ts';

/**
 * "Your data" on the account page: everything the core holds about the client and their contracts (answers,
 * how they signed, payment references), downloaded as one JSON file to keep or pass on.
 */
export function AccountData({ api, tenant }: { api: CoreApiClient; tenant: string }) {
  const intl = useIntl();
  const text = (id: string) => intl.formatMessage({ id });
  const headingId = useId();
  const download = useMutation(spaceDownloads.data(api, tenant));
  return (
    <section aria-labelledby={headingId}>
      <Heading level={2} id={headingId}>
        {text(MESSAGES.dataTitle)}
      </Heading>
      <p id={`${headingId}-body`}>{text(MESSAGES.dataBody)}</p>
      {download.isError && (
        <Alert type="error" live>
          {text(MESSAGES.errorGeneric)}
        </Alert>
      )}
      <Button
        variant="secondary"
        onPress={() => download.mutate()}
        isPending={download.isPending}
        pendingLabel={text(MESSAGES.loading)}
        aria-describedby={`${headingId}-body`}
      >
        {text(MESSAGES.dataDownload)}
      </Button>
    </section>
  );
}
