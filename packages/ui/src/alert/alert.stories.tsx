import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { storyText } from '../test/story-text.ts';
import { Alert } from './alert.tsx';

/** The story's texts in the five interface languages: the Locale toolbar picks one. */
const TEXTS = {
  fr: {
    goodToKnow: 'Bon à savoir',
    savedAsYouGo: 'Vos réponses sont enregistrées au fur et à mesure. Vous pouvez revenir à tout moment.',
    requestSent: 'Demande envoyée',
    adviserCalls: 'Un conseiller vous appellera sous deux jours ouvrés.',
    unsuitedExcess: 'Cette franchise ne convient pas à votre activité',
    recommendComplete: 'Nous vous recommandons la formule Complète.',
    paymentFailed: 'Le paiement a échoué',
    notCharged: "Votre carte n'a pas été débitée.",
    refundDelay: 'Une demande de remboursement de prélèvement doit être faite sous 8 semaines.',
  },
  en: {
    goodToKnow: 'Good to know',
    savedAsYouGo: 'Your answers are saved as you go. You can come back at any time.',
    requestSent: 'Request sent',
    adviserCalls: 'An adviser will call you within two working days.',
    unsuitedExcess: 'This excess does not suit your activity',
    recommendComplete: 'We recommend the Complete formula.',
    paymentFailed: 'The payment failed',
    notCharged: 'Your card was not charged.',
    refundDelay: 'A direct debit refund request must be made within 8 weeks.',
  },
  de: {
    goodToKnow: 'Gut zu wissen',
    savedAsYouGo: 'Ihre Antworten werden laufend gespeichert. Sie können jederzeit zurückkehren.',
    requestSent: 'Anfrage gesendet',
    adviserCalls: 'Ein Berater ruft Sie innerhalb von zwei Werktagen an.',
    unsuitedExcess: 'Diese Selbstbeteiligung passt nicht zu Ihrer Tätigkeit',
    recommendComplete: 'Wir empfehlen den Tarif Komplett.',
    paymentFailed: 'Die Zahlung ist fehlgeschlagen',
    notCharged: 'Ihre Karte wurde nicht belastet.',
    refundDelay: 'Eine Lastschrift-Erstattung muss innerhalb von 8 Wochen beantragt werden.',
  },
  it: {
    goodToKnow: 'Buono a sapersi',
    savedAsYouGo: 'Le sue risposte vengono salvate man mano. Può tornare in qualsiasi momento.',
    requestSent: 'Richiesta inviata',
    adviserCalls: 'Un consulente la chiamerà entro due giorni lavorativi.',
    unsuitedExcess: 'Questa franchigia non è adatta alla sua attività',
    recommendComplete: 'Le consigliamo la formula Completa.',
    paymentFailed: 'Il pagamento non è riuscito',
    notCharged: 'La sua carta non è stata addebitata.',
    refundDelay: "Una richiesta di rimborso dell'addebito diretto va fatta entro 8 settimane.",
  },
  es: {
    goodToKnow: 'Conviene saberlo',
    savedAsYouGo: 'Sus respuestas se guardan sobre la marcha. Puede volver en cualquier momento.',
    requestSent: 'Solicitud enviada',
    adviserCalls: 'Un asesor le llamará en un plazo de dos días hábiles.',
    unsuitedExcess: 'Esta franquicia no se ajusta a su actividad',
    recommendComplete: 'Le recomendamos la fórmula Completa.',
    paymentFailed: 'El pago ha fallado',
    notCharged: 'No se ha realizado ningún cargo en su tarjeta.',
    refundDelay: 'Una solicitud de reembolso de un adeudo debe hacerse en un plazo de 8 semanas.',
  },
} as const;

type TextKey = keyof typeof TEXTS.fr;

/** Which texts an alert story shows, set in its parameters: they follow the Locale toolbar. */
type AlertTexts = { readonly title?: TextKey; readonly body: TextKey };

const meta = {
  title: 'Feedback/Alert',
  component: Alert,
  args: { title: TEXTS.fr.goodToKnow, children: TEXTS.fr.savedAsYouGo },
  argTypes: {
    title: { control: false },
    children: { control: false },
    type: { control: 'inline-radio', options: ['info', 'success', 'warning', 'error'] },
  },
  parameters: { alert: { title: 'goodToKnow', body: 'savedAsYouGo' } satisfies AlertTexts },
  render: (args, { globals, parameters }) => {
    const t = storyText(TEXTS, globals);
    const { title, body } = parameters.alert as AlertTexts;
    return (
      <Alert {...args} title={title && t[title]}>
        {t[body]}
      </Alert>
    );
  },
} satisfies Meta<typeof Alert>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Info: Story = {};

export const Success: Story = {
  args: { type: 'success' },
  parameters: { alert: { title: 'requestSent', body: 'adviserCalls' } satisfies AlertTexts },
};

export const Warning: Story = {
  args: { type: 'warning' },
  parameters: { alert: { title: 'unsuitedExcess', body: 'recommendComplete' } satisfies AlertTexts },
};

/** A live error is announced as soon as it appears. */
export const ErrorLive: Story = {
  name: 'Error (live)',
  args: { type: 'error', live: true },
  parameters: { alert: { title: 'paymentFailed', body: 'notCharged' } satisfies AlertTexts },
  play: async ({ canvas, globals }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(storyText(TEXTS, globals).paymentFailed);
  },
};

export const WithoutTitle: Story = {
  render: (args, { globals }) => (
    <Alert {...args} title={undefined}>
      {storyText(TEXTS, globals).refundDelay}
    </Alert>
  ),
  play: async ({ canvas, globals }) => {
    const t = storyText(TEXTS, globals);
    await expect(canvas.getByText(t.refundDelay)).toBeVisible();
    await expect(canvas.queryByText(t.goodToKnow)).toBeNull();
  },
};
