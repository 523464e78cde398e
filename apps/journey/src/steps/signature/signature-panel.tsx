import type { CoreApiClient } from '@souscrire/core-api';
import { Alert } from '@souscrire/ui/alert';
import { Button } from '@souscrire/ui/button';
import { ModalDialog, useModalLayer } from '@souscrire/ui/modal-layer';
import { useQuery } from '@tanstack/react-query';
import { type RefObject, type SyntheticEvent, useMemo, useState } from 'react';
import { useText } from '../../app/use-text.ts';
import { signatureApi } from './signature-api.ts';
import { SIGNATURE_MESSAGES as M } from './signature-messages.ts';
import { SmsCodeForm } from './sms-code-form.tsx';
import './signature.css';

/** The journey's return address from the signing page (spec 2: /internal/callback/signature). */
const CALLBACK_PATH = '/internal/callback/signature';

/** Props of {@link SignaturePanel}. */
export type SignaturePanelProps = {
  client: CoreApiClient;
  prospectId: string;
  /** Kept up to date with whether the documents are signed (Continue moves only then). */
  signedRef: RefObject<boolean>;
  /** Called once the SMS code has signed the documents. */
  onSigned: () => void;
};

type Phase = 'signing' | 'code' | 'cancelled' | 'signed' | 'failed';

/**
 * The signature screen's content (spec 2, 4, 8): the provider's signing page in a frame; when it returns to
 * the journey's callback address, a signing sends the SMS code and opens the code dialog, a cancellation says
 * so ('signature cancelled, try again in a few minutes'). A start that fails says 'error while loading the
 * signature, try again later'.
 */
export function SignaturePanel({ client, prospectId, signedRef, onSigned }: SignaturePanelProps) {
  const t = useText();
  const api = useMemo(() => signatureApi(client), [client]);
  const { openModal, closeModal } = useModalLayer();
  const [phase, setPhase] = useState<Phase>('signing');
  const start = useQuery({
    queryKey: ['signature', prospectId],
    queryFn: () => api.start(prospectId),
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 0,
  });
  const signed = phase === 'signed' || start.data?.status === 'signed';
  signedRef.current = signed;

  const askCode = async () => {
    setPhase('code');
    try {
      const sent = await api.sendCode(prospectId);
      const id = openModal(() => (
        <ModalDialog title={t(M.smsTitle)} closeLabel={t(M.close)}>
          <SmsCodeForm
            api={api}
            prospectId={prospectId}
            phoneHint={sent.kind === 'sent' ? sent.phoneHint : undefined}
            retryIn={sent.retryIn}
            onSigned={() => {
              closeModal(id);
              setPhase('signed');
              signedRef.current = true;
              onSigned();
            }}
          />
        </ModalDialog>
      ));
    } catch {
      setPhase('failed');
    }
  };

  // The signing page is on the provider's origin (unreadable) until it returns to our callback address.
  const frameLoaded = (event: SyntheticEvent<HTMLIFrameElement>) => {
    let url: URL;
    try {
      url = new URL(event.currentTarget.contentWindow?.location.href ?? '');
    } catch {
      return;
    }
    if (url.pathname !== CALLBACK_PATH) return;
    if (url.searchParams.get('event') === 'signing') void askCode();
    else setPhase('cancelled');
  };

  const restart = () => {
    setPhase('signing');
    void start.refetch();
  };

  if (signed) {
    return (
      <Alert type="success" live>
        {t(M.done)}
      </Alert>
    );
  }
  if (start.isError || phase === 'failed' || phase === 'cancelled') {
    return (
      <div className="sc-signature">
        <Alert type="error" live>
          {t(phase === 'cancelled' ? M.cancelled : M.loadError)}
        </Alert>
        <Button variant="secondary" onPress={restart}>
          {t(M.retry)}
        </Button>
      </div>
    );
  }
  return (
    <div className="sc-signature">
      <p>{t(M.intro)}</p>
      {start.isPending || start.isFetching ? (
        <div className="sc-signature__skeleton" aria-busy="true">
          <p role="status">{t(M.loading)}</p>
        </div>
      ) : phase === 'code' ? (
        <Button onPress={() => void askCode()}>{t(M.smsTitle)}</Button>
      ) : (
        <iframe
          className="sc-signature__frame"
          title={t(M.frameTitle)}
          src={start.data?.frame_url}
          onLoad={frameLoaded}
          onError={() => setPhase('failed')}
        />
      )}
    </div>
  );
}
