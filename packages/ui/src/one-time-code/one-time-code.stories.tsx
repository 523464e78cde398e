import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor } from 'storybook/test';
import { type StoryLanguage, storyText } from '../test/story-text.ts';
import { OneTimeCode } from './one-time-code.tsx';

/** The story's texts in the five interface languages: the Locale toolbar picks one. */
const TEXTS = {
  fr: {
    label: 'Code reçu par SMS',
    sentTo: 'Envoyé au 06 •• •• •• 78',
    countdown: 'Vous pourrez demander un nouveau code dans {seconds} s',
    resendAvailable: 'Vous pouvez maintenant demander un nouveau code',
    resend: 'Renvoyer',
    sending: 'Envoi en cours',
    wrongCode: 'Le code est erroné, vérifiez le SMS et réessayez',
  },
  en: {
    label: 'Code received by SMS',
    sentTo: 'Sent to 06 •• •• •• 78',
    countdown: 'You can ask for a new code in {seconds} s',
    resendAvailable: 'You can now ask for a new code',
    resend: 'Send again',
    sending: 'Sending',
    wrongCode: 'The code is wrong, check the SMS and try again',
  },
  de: {
    label: 'Per SMS erhaltener Code',
    sentTo: 'Gesendet an 06 •• •• •• 78',
    countdown: 'Sie können in {seconds} s einen neuen Code anfordern',
    resendAvailable: 'Sie können jetzt einen neuen Code anfordern',
    resend: 'Erneut senden',
    sending: 'Wird gesendet',
    wrongCode: 'Der Code ist falsch, prüfen Sie die SMS und versuchen Sie es erneut',
  },
  it: {
    label: 'Codice ricevuto via SMS',
    sentTo: 'Inviato al 06 •• •• •• 78',
    countdown: 'Potrai richiedere un nuovo codice tra {seconds} s',
    resendAvailable: 'Ora puoi richiedere un nuovo codice',
    resend: 'Invia di nuovo',
    sending: 'Invio in corso',
    wrongCode: "Il codice è errato, controlla l'SMS e riprova",
  },
  es: {
    label: 'Código recibido por SMS',
    sentTo: 'Enviado al 06 •• •• •• 78',
    countdown: 'Podrá solicitar un nuevo código dentro de {seconds} s',
    resendAvailable: 'Ya puede solicitar un nuevo código',
    resend: 'Enviar de nuevo',
    sending: 'Enviando',
    wrongCode: 'El código es incorrecto, compruebe el SMS e inténtelo de nuevo',
  },
} as const satisfies Record<StoryLanguage, Record<string, string>>;

type Texts = Readonly<Record<keyof typeof TEXTS.fr, string>>;

/** The countdown sentence for a number of seconds. */
const countdown = (t: Texts) => (seconds: number) => t.countdown.replace('{seconds}', String(seconds));

const meta = {
  title: 'Forms/OneTimeCode',
  component: OneTimeCode,
  args: {
    label: TEXTS.fr.label,
    description: TEXTS.fr.sentTo,
    length: 6,
    resendDelaySeconds: 30,
    countdownText: countdown(TEXTS.fr),
    resendAvailableText: TEXTS.fr.resendAvailable,
    resendLabel: TEXTS.fr.resend,
    resendPendingLabel: TEXTS.fr.sending,
    onResend: fn(),
    onComplete: fn(),
  },
  argTypes: {
    label: { control: false },
    description: { control: false },
    countdownText: { control: false },
    resendAvailableText: { control: false },
    resendLabel: { control: false },
    resendPendingLabel: { control: false },
    errorMessage: { control: false },
  },
  render: (args, { globals }) => {
    const t = storyText(TEXTS, globals);
    return (
      <OneTimeCode
        {...args}
        label={t.label}
        description={t.sentTo}
        countdownText={countdown(t)}
        resendAvailableText={t.resendAvailable}
        resendLabel={t.resend}
        resendPendingLabel={t.sending}
        errorMessage={args.isInvalid ? t.wrongCode : undefined}
      />
    );
  },
} satisfies Meta<typeof OneTimeCode>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The countdown runs; the resend action waits for it. The code may be pasted with spaces. */
export const CountdownRunning: Story = {
  play: async ({ canvas, userEvent, args, globals }) => {
    const t = storyText(TEXTS, globals);
    const input = canvas.getByRole('textbox', { name: t.label });
    await expect(input).toHaveAttribute('autocomplete', 'one-time-code');
    await expect(canvas.getByRole('button', { name: t.resend })).toBeDisabled();
    await expect(canvas.getByRole('status')).toHaveTextContent(countdown(t)(30));
    await userEvent.click(input);
    await userEvent.paste('123 456');
    await expect(input).toHaveValue('123456');
    await expect(args.onComplete).toHaveBeenCalledWith('123456');
  },
};

/** At zero 'send again' is enabled and said so; pressing it starts the countdown again. */
export const CountdownExpired: Story = {
  args: { resendDelaySeconds: 1 },
  play: async ({ canvas, userEvent, args, globals }) => {
    const t = storyText(TEXTS, globals);
    const resend = canvas.getByRole('button', { name: t.resend });
    await waitFor(() => expect(resend).toBeEnabled(), { timeout: 3000 });
    await expect(canvas.getByRole('status')).toHaveTextContent(t.resendAvailable);
    await userEvent.click(resend);
    await expect(args.onResend).toHaveBeenCalledOnce();
    await expect(canvas.getByRole('status')).toHaveTextContent(countdown(t)(1));
  },
};

/** A resend in progress: the action is pending and named. */
export const Resending: Story = {
  args: { resendDelaySeconds: 1, onResend: fn(() => new Promise<void>(() => {})) },
  play: async ({ canvas, userEvent, globals }) => {
    const t = storyText(TEXTS, globals);
    const resend = canvas.getByRole('button', { name: t.resend });
    await waitFor(() => expect(resend).toBeEnabled(), { timeout: 3000 });
    await userEvent.click(resend);
    await expect(canvas.getByRole('progressbar', { name: t.sending })).toBeInTheDocument();
  },
};

export const Invalid: Story = {
  args: { isInvalid: true, defaultValue: '12345' },
  play: async ({ canvas, globals }) => {
    const t = storyText(TEXTS, globals);
    await expect(canvas.getByRole('textbox', { name: t.label })).toHaveAccessibleDescription(
      `${t.sentTo} ${t.wrongCode}`,
    );
  },
};

export const Phone: Story = { ...CountdownRunning, globals: { viewport: { value: 'phone320' } } };
