import { Alert } from '@souscrire/ui/alert';
import { Button } from '@souscrire/ui/button';
import { Form, fieldErrorMessage } from '@souscrire/ui/form';
import { OneTimeCode } from '@souscrire/ui/one-time-code';
import { useMutation } from '@tanstack/react-query';
import { useReducer } from 'react';
import { useText } from '../../app/use-text.ts';
import type { signatureApi } from './signature-api.ts';
import { initialSmsSigning, smsSigning } from './sms-signing.ts';

/** The length of the core's SMS codes (core README: a 6-digit code). */
export const SMS_CODE_LENGTH = 6;

/** Props of {@link SmsCodeForm}. */
export type SmsCodeFormProps = {
  api: ReturnType<typeof signatureApi>;
  prospectId: string;
  /** The masked phone the code went to, when known. */
  phoneHint: string | undefined;
  /** Seconds before a new code may be asked for, as the core answered (retry_in or Retry-After). */
  retryIn: number;
  /** Called once the code is accepted and the documents signed. */
  onSigned: () => void;
  /** Shows a failed call (the error toast of the page; the dialog is outside its provider). */
  onFailure: (error: unknown) => void;
};

/**
 * The SMS code step of the signature (UX "Signature"): the one-time code field (paste, SMS
 * autofill, numeric keypad), a countdown announced politely before 'send again', which uses the core's own
 * retry seconds (a 429 answers them in Retry-After), and the verification that signs.
 */
export function SmsCodeForm({ api, prospectId, phoneHint, retryIn, onSigned, onFailure }: SmsCodeFormProps) {
  const t = useText();
  // The code, its refusal, a new code sent and the countdown change together: one state (sms-signing.ts).
  const [signing, dispatch] = useReducer(smsSigning, initialSmsSigning(phoneHint, retryIn));

  const resend = useMutation({
    mutationFn: () => api.sendCode(prospectId),
    onSuccess: (result) =>
      dispatch(
        result.kind === 'sent'
          ? { type: 'sent', phoneHint: result.phoneHint, retryIn: result.retryIn }
          : { type: 'held', retryIn: result.retryIn },
      ),
    onError: onFailure,
  });
  const verify = useMutation({
    mutationFn: (typed: string) => api.verify(prospectId, typed),
    onSuccess: (result) => {
      if (result.kind === 'signed') onSigned();
      else dispatch({ type: 'refused', retryIn: result.kind === 'locked' ? result.retryIn : undefined });
    },
    onError: onFailure,
  });

  return (
    <Form
      errorSummaryTitle={t('layout.error-summary.title')}
      validationErrors={signing.refused ? { code: t('signature.sms.invalid') } : {}}
      onSubmit={(event) => {
        event.preventDefault();
        verify.mutate(signing.code);
      }}
    >
      {signing.resent && <Alert live>{t('signature.sms.sent')}</Alert>}
      <OneTimeCode
        key={signing.countdown}
        name="code"
        label={t('signature.sms.label')}
        {...(signing.phoneHint ? { description: t('signature.sms.hint', { phone: signing.phoneHint }) } : {})}
        length={SMS_CODE_LENGTH}
        isRequired
        errorMessage={fieldErrorMessage({
          missing: t('errors.sms-code-required', { length: SMS_CODE_LENGTH }),
        })}
        value={signing.code}
        onChange={(code) => dispatch({ type: 'typed', code })}
        resendDelaySeconds={signing.retryIn}
        countdownText={(seconds) => t('signature.sms.countdown', { seconds })}
        resendAvailableText={t('signature.sms.resend-available')}
        resendLabel={t('signature.sms.send-again')}
        resendPendingLabel={t('ui.loading')}
        onResend={async () => {
          // The new field runs the countdown; the kit's own restart would use the old duration. A failure
          // is shown by the mutation and keeps the field as it is.
          await resend.mutateAsync().catch(() => undefined);
          return false;
        }}
      />
      <Button type="submit" isPending={verify.isPending} pendingLabel={t('ui.loading')}>
        {t('signature.sms.submit')}
      </Button>
    </Form>
  );
}
