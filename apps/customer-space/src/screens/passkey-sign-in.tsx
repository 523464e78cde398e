import type { CoreApiClient } from '@souscrire/core-api';
import { useIntl } from '@souscrire/i18n/react';
import { Alert } from '@souscrire/ui/alert';
import { Button } from '@souscrire/ui/button';
import { useMutation } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { MESSAGES } from '../app/message-ids.ts';
import { browserPasskeys, type PasskeyCeremonies } from '../app/passkey-ceremonies.ts';
import { PasskeySignInError, spaceMutations } from '../router/space-mutations.ts';

/** Props of {@link PasskeySignIn}. */
export type PasskeySignInProps = {
  api: CoreApiClient;
  tenant: string;
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
export function PasskeySignIn({ api, tenant, onLoggedIn, ceremonies = browserPasskeys }: PasskeySignInProps) {
  const intl = useIntl();
  const introId = useId();
  const [supported] = useState(() => ceremonies.supported());
  const signIn = useMutation(spaceMutations.signInWithPasskey(api, tenant, ceremonies));
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
        onPress={() => signIn.mutate(undefined, { onSuccess: () => onLoggedIn() })}
      >
        {intl.formatMessage({ id: MESSAGES.passkeySignIn })}
      </Button>
    </div>
  );
}
