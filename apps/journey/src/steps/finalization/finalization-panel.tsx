import type { CoreApiClient } from '@souscrire/core-api';
import type { ClientSession } from '@souscrire/core-api/client-session';
import { Alert } from '@souscrire/ui/alert';
import { Button } from '@souscrire/ui/button';
import { Link } from '@souscrire/ui/link';
import { ProgressBar } from '@souscrire/ui/progress-bar';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useText } from '../../app/use-text.ts';
import { FINALIZATION_MESSAGES as M } from './finalization-messages.ts';
import { finalizeProspect } from './finalize-prospect.ts';

/** Props of {@link FinalizationPanel}. */
export type FinalizationPanelProps = {
  client: CoreApiClient;
  prospectId: string;
  /** The client session: finalize's new session is stored there (spec 4: cookie and store). */
  session: Pick<ClientSession, 'logIn'>;
  /** Whether the client already has a customer space (a cross-sell updates it). */
  isUpdate: boolean;
  /** The customer space's address for the visitor's locale. */
  customerAreaUrl: string;
};

/**
 * Finalizes the prospect once (the customer space created or updated) and stores the session it answers; the
 * screen reads the same query for its heading, so it says when the space is ready.
 */
export function finalizeQuery(
  client: CoreApiClient,
  prospectId: string,
  session: Pick<ClientSession, 'logIn'>,
) {
  return queryOptions({
    queryKey: ['finalize', prospectId],
    queryFn: async () => {
      const answer = await finalizeProspect(client, prospectId);
      session.logIn(answer.session);
      return answer;
    },
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
  });
}

/**
 * The finalization screen's content (spec 2): the customer space is created (or updated for an existing
 * client) once, the session it answers is stored, then the link to the customer space.
 */
export function FinalizationPanel({
  client,
  prospectId,
  session,
  isUpdate,
  customerAreaUrl,
}: FinalizationPanelProps) {
  const t = useText();
  const finalize = useQuery(finalizeQuery(client, prospectId, session));

  if (finalize.isPending) {
    return (
      <div className="sc-finalization" aria-busy="true">
        <ProgressBar label={t(isUpdate ? M.update : M.create)} isIndeterminate />
        <p>{t(M.body)}</p>
      </div>
    );
  }
  if (finalize.isError) {
    return (
      <div className="sc-finalization">
        <Alert type="error" live>
          {t(M.failed)}
        </Alert>
        <Button variant="secondary" onPress={() => void finalize.refetch()}>
          {t(M.retry)}
        </Button>
      </div>
    );
  }
  return (
    <div className="sc-finalization">
      <Alert type="success" live>
        {t(M.done)}
      </Alert>
      <Link variant="standalone" href={customerAreaUrl}>
        {t(M.go)}
      </Link>
    </div>
  );
}
