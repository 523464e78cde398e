import { Alert } from '@souscrire/ui/alert';
import { Button } from '@souscrire/ui/button';
import { Form, fieldErrorMessage } from '@souscrire/ui/form';
import { OneTimeCode } from '@souscrire/ui/one-time-code';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useText } from '../../app/use-text.ts';
import type { signatureApi } from './signature-api.ts';

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
  const [hint, setHint] = useState(phoneHint);
  // Each countdown from the core starts a new field: the kit's countdown runs from its mount.
  const [countdown, setCountdown] = useState({ seconds: retryIn, generation: 0 });
  const [resent, setResent] = useState(false);
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | undefined>();

  const restart = (seconds: number) =>
    setCountdown((previous) => ({ seconds, generation: previous.generation + 1 }));

  const resend = useMutation({
    mutationFn: () => api.sendCode(prospectId),
    onSuccess: (result) => {
      if (result.kind === 'sent') {
        setHint(result.phoneHint);
        setResent(true);
        setError(undefined);
        setCode('');
      }
      restart(result.retryIn);
    },
    onError: onFailure,
  });
  const verify = useMutation({
    mutationFn: (typed: string) => api.verify(prospectId, typed),
    onSuccess: (result) => {
      if (result.kind === 'signed') {
        onSigned();
        return;
      }
      setError(t('signature.sms.invalid'));
      if (result.kind === 'locked') restart(result.retryIn);
    },
    onError: onFailure,
  });

  return (
    <Form
      errorSummaryTitle={t('layout.error-summary.title')}
      validationErrors={error ? { code: error } : {}}
      onSubmit={(event) => {
        event.preventDefault();
        verify.mutate(code);
      }}
    >
      {resent && <Alert live>{t('signature.sms.sent')}</Alert>}
      <OneTimeCode
        key={countdown.generation}
        name="code"
        label={t('signature.sms.label')}
        {...(hint ? { description: t('signature.sms.hint', { phone: hint }) } : {})}
        length={SMS_CODE_LENGTH}
        isRequired
        errorMessage={fieldErrorMessage({
          missing: t('errors.sms-code-required', { length: SMS_CODE_LENGTH }),
        })}
        value={code}
        onChange={(digits) => {
          setCode(digits);
          setError(undefined);
        }}
        resendDelaySeconds={countdown.seconds}
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
