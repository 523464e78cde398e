import { useSearch } from '@tanstack/react-router';
import { useEffect } from 'react';
import { useText } from '../../app/use-text.ts';
import {
  type SignatureOutcome,
  signatureCallbackSearch,
  signatureOutcome,
} from './signature-callback-search.ts';

/** The message the signature callback posts to the journey page that holds the signing frame. */
export type SignatureCallbackMessage = {
  type: 'souscrire:signature';
  status: SignatureOutcome;
  prospectId: string | undefined;
};

/**
 * /internal/callback/signature: where the signature provider returns, inside the signing frame, with
 * no layout. It tells the parent page (same origin only) how the signing ended.
 */
export function SignatureCallbackPage() {
  const t = useText();
  const search = signatureCallbackSearch.parse(useSearch({ strict: false }));
  const status = signatureOutcome(search);
  useEffect(() => {
    const message: SignatureCallbackMessage = {
      type: 'souscrire:signature',
      status,
      prospectId: search.prospect_id,
    };
    if (window.parent !== window) window.parent.postMessage(message, location.origin);
  }, [status, search.prospect_id]);
  return (
    <p role="status" className="sc-signature-callback">
      {t('signature.callback.done')}
    </p>
  );
}
