import type { CoreApiClient } from '@souscrire/core-api';
import { useIntl } from '@souscrire/i18n/react';
import { Alert } from '@souscrire/ui/alert';
import { Button } from '@souscrire/ui/button';
import { useMutation } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { MESSAGES } from '../app/message-ids.ts';
import { browserPasskeys, ceremonyCancelled, type PasskeyCeremonies } from '../app/passkey-ceremonies.ts';

/** Why the sign-in with a passkey did not open a session, as the page tells it. */
type PasskeyFailure =
  | { kind: 'cancelled' }
  | { kind: 'unknown' }
  | { kind: 'throttled'; seconds: number }
  | { kind: 'other' };

class PasskeySignInError extends Error {
  override readonly name = 'PasskeySignInError';
  readonly failure: PasskeyFailure;

  constructor(failure: PasskeyFailure) {
    super(`passkey sign-in: ${failure.kind}`);
    this.failure = failure;
  }
}

/** The failure an answer of the core tells (401: no account has this passkey; 422: the challenge expired). */
function failureOf(response: Response): PasskeyFailure {
  if (response.status === 401) return { kind: 'unknown' };
  if (response.status === 422) return { kind: 'cancelled' };
  if (response.status === 429) {
    return { kind: 'throttled', seconds: Number(response.headers.get('retry-after') ?? 60) || 60 };
  }
  return { kind: 'other' };
}

async function signInWithPasskey(api: CoreApiClient, ceremonies: PasskeyCeremonies): Promise<void> {
  const options = await api.POST('/v2/clients/passkeys/authentication-options');
  if (!options.data) throw new PasskeySignInError(failureOf(options.response));
  const response = await ceremonies.get(options.data.data).catch((error: unknown) => {
    throw new PasskeySignInError({ kind: ceremonyCancelled(error) ? 'cancelled' : 'other' });
  });
  const signed = await api.POST('/v2/clients/passkeys/authentication', { body: { response } });
  if (!signed.data) throw new PasskeySignInError(failureOf(signed.response));
}

/** Props of {@link PasskeySignIn}. */
export type PasskeySignInProps = {
  api: CoreApiClient;
  /** Told that the passkey opened a session (the web server keeps its token in an HttpOnly cookie). */
  onLoggedIn: () => void;
  /** The browser's WebAuthn ceremonies ({@link browserPasskeys} unless a test hands in its own). */
  ceremonies?: PasskeyCeremonies;
};

/**
 * "Sign in with a passkey" on the login page, shown only when the browser has WebAuthn: the core's challenge,
 * the device's prompt (its screen lock), then the session opened as a password login opens it. A cancelled
 * prompt, a passkey no account here has, or too many attempts are told in an alert.
 */
export function PasskeySignIn({ api, onLoggedIn, ceremonies = browserPasskeys }: PasskeySignInProps) {
  const intl = useIntl();
  const introId = useId();
  const [supported] = useState(() => ceremonies.supported());
  const signIn = useMutation({
    mutationFn: () => signInWithPasskey(api, ceremonies),
    onSuccess: () => onLoggedIn(),
  });
  if (!supported) return null;
  const failure = signIn.error instanceof PasskeySignInError ? signIn.error.failure : undefined;
  const message =
    failure === undefined
      ? signIn.isError
        ? intl.formatMessage({ id: MESSAGES.errorGeneric })
        : undefined
      : failure.kind === 'cancelled'
        ? intl.formatMessage({ id: MESSAGES.passkeySignInCancelled })
        : failure.kind === 'unknown'
          ? intl.formatMessage({ id: MESSAGES.passkeySignInUnknown })
          : failure.kind === 'throttled'
            ? intl.formatMessage({ id: MESSAGES.loginTooMany }, { seconds: failure.seconds })
            : intl.formatMessage({ id: MESSAGES.errorGeneric });
  return (
    <div className="sc-space-passkey-sign-in">
      <p id={introId}>{intl.formatMessage({ id: MESSAGES.passkeySignInIntro })}</p>
      {message !== undefined && (
        <Alert type="error" live>
          {message}
        </Alert>
      )}
      <Button
        variant="secondary"
        aria-describedby={introId}
        isPending={signIn.isPending}
        pendingLabel={intl.formatMessage({ id: MESSAGES.loading })}
        onPress={() => signIn.mutate()}
      >
        {intl.formatMessage({ id: MESSAGES.passkeySignIn })}
      </Button>
    </div>
  );
}
