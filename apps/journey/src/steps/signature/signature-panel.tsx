import type { CoreApiClient } from '@souscrire/core-api';
import { Alert } from '@souscrire/ui/alert';
import { Button } from '@souscrire/ui/button';
import { ModalDialog, useModalLayer } from '@souscrire/ui/modal-layer';
import { useMutation } from '@tanstack/react-query';
import { type SyntheticEvent, useEffect, useMemo, useRef, useState } from 'react';
import { useShowFailure } from '../../app/use-show-failure.ts';
import { useText } from '../../app/use-text.ts';
import { journeyKeys } from '../../core/query-keys.ts';
import { signatureApi } from './signature-api.ts';
import { askedFrameHeight } from './signing-frame-height.ts';
import { SmsCodeForm } from './sms-code-form.tsx';
import './signature.css';

/** The journey's return address from the signing page (/internal/callback/signature). */
const CALLBACK_PATH = '/internal/callback/signature';

/** Props of {@link SignaturePanel}. */
export type SignaturePanelProps = {
  client: CoreApiClient;
  tenant: string;
  prospectId: string;
  /** The page's locale: the provider's page is loaded again when it changes. */
  locale: string;
  /**
   * Called once the documents are signed: by the SMS code (`byCode`, the screen moves on), or already signed
   * when the signature starts (Continue moves).
   */
  onSigned: (byCode: boolean) => void;
};

type Phase = 'signing' | 'code' | 'cancelled' | 'signed' | 'failed';

/**
 * The signature screen's content: the provider's signing page in a frame sized to it; when it
 * returns to the journey's callback address, a signing sends the SMS code and opens the code dialog, a
 * cancellation says so ('signature cancelled, try again in a few minutes'). A start that fails says 'error
 * while loading the signature, try again later'.
 */
export function SignaturePanel({ client, tenant, prospectId, locale, onSigned }: SignaturePanelProps) {
  const t = useText();
  const api = useMemo(() => signatureApi(client), [client]);
  const { openModal, closeModal } = useModalLayer();
  const showFailure = useShowFailure();
  const [phase, setPhase] = useState<Phase>('signing');
  const start = useMutation({
    mutationKey: journeyKeys.signature(tenant, prospectId),
    mutationFn: () => api.start(prospectId),
    onSuccess: (signature) => {
      if (signature.status === 'signed') onSigned(false);
    },
  });
  const sendCode = useMutation({
    mutationKey: [...journeyKeys.signature(tenant, prospectId), 'code'],
    mutationFn: () => api.sendCode(prospectId),
    onSuccess: (sent) => {
      const id = openModal(() => (
        <ModalDialog title={t('signature.sms.title')} closeLabel={t('ui.close')}>
          <SmsCodeForm
            api={api}
            prospectId={prospectId}
            phoneHint={sent.kind === 'sent' ? sent.phoneHint : undefined}
            retryIn={sent.retryIn}
            onFailure={showFailure}
            onSigned={() => {
              closeModal(id);
              setPhase('signed');
              onSigned(true);
            }}
          />
        </ModalDialog>
      ));
    },
    onError: () => setPhase('failed'),
  });
  // The signature starts once when the screen opens (a second mount in development starts no second one), and
  // again when the visitor changes the language: the provider's page is then loaded in the new one.
  const startedIn = useRef<string | undefined>(undefined);
  const startSignature = start.mutate;
  useEffect(() => {
    if (startedIn.current === locale) return;
    startedIn.current = locale;
    setPhase('signing');
    startSignature();
  }, [startSignature, locale]);
  const signed = phase === 'signed' || start.data?.status === 'signed';

  // The frame sizes to the signing page (its Sign and Cancel are never cut off on a phone): the page posts
  // its height; only the framed page's messages, from its own origin, are heard.
  const frame = useRef<HTMLIFrameElement>(null);
  const [frameHeight, setFrameHeight] = useState<number | undefined>(undefined);
  const frameUrl = start.data?.frame_url;
  useEffect(() => {
    if (frameUrl === undefined) return;
    const origin = new URL(frameUrl, window.location.href).origin;
    const onMessage = (event: MessageEvent) => {
      if (event.origin !== origin || event.source !== frame.current?.contentWindow) return;
      const height = askedFrameHeight(event.data);
      if (height !== undefined) setFrameHeight(height);
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [frameUrl]);

  const frameStyle = frameHeight === undefined ? undefined : { height: `${frameHeight}px` };

  const askCode = () => {
    setPhase('code');
    sendCode.mutate();
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
    if (url.searchParams.get('event') === 'signing') askCode();
    else setPhase('cancelled');
  };

  const restart = () => {
    setPhase('signing');
    start.mutate();
  };

  if (signed) {
    return (
      <Alert type="success" live>
        {t('signature.done')}
      </Alert>
    );
  }
  if (start.isError || phase === 'failed' || phase === 'cancelled') {
    return (
      <div className="sc-signature">
        <Alert type="error" live>
          {t(phase === 'cancelled' ? 'signature.error.cancelled' : 'signature.error.load')}
        </Alert>
        <Button variant="secondary" onPress={restart}>
          {t('common.retry')}
        </Button>
      </div>
    );
  }
  return (
    <div className="sc-signature">
      <p>{t('signature.intro')}</p>
      {start.isIdle || start.isPending ? (
        <div className="sc-signature__skeleton" aria-busy="true">
          <p role="status">{t('signature.loading')}</p>
        </div>
      ) : phase === 'code' ? (
        // The code is typed in a dialog over the page: the frame's room stays as it was, so nothing under it
        // (Back, Continue, the footer) moves while the dialog opens.
        <div className="sc-signature__code" style={frameStyle}>
          <Button onPress={askCode}>{t('signature.sms.title')}</Button>
        </div>
      ) : (
        <iframe
          // A new signing page (after a change of language) is a new frame, not a navigation of the old one.
          key={start.data?.frame_url}
          ref={frame}
          style={frameStyle}
          className="sc-signature__frame"
          title={t('signature.frame.title')}
          src={start.data?.frame_url}
          onLoad={frameLoaded}
          onError={() => setPhase('failed')}
        />
      )}
    </div>
  );
}
