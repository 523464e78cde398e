import type { CoreApiClient } from '@souscrire/core-api';
import { Alert } from '@souscrire/ui/alert';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useText } from '../../app/use-text.ts';
import { paymentApi, paymentOptionsQuery } from './payment-api.ts';
import { PaymentForm, type PaymentFormProps } from './payment-form.tsx';
import './payment.css';

/** Props of {@link PaymentPanel}. */
export type PaymentPanelProps = Omit<PaymentFormProps, 'api' | 'options'> & { client: CoreApiClient };

/**
 * The payment screen's content (UX "Offer and payment"): the payment options of the prospect, then
 * the {@link PaymentForm}. While the payment runs, 'processing, do not leave the page' covers the screen.
 */
export function PaymentPanel({ client, tenant, prospectId, ...rest }: PaymentPanelProps) {
  const t = useText();
  const api = useMemo(() => paymentApi(client), [client]);
  const options = useQuery(paymentOptionsQuery(client, tenant, prospectId, rest.locale));

  if (options.isPending) {
    return (
      <div className="sc-payment" aria-busy="true">
        <p role="status">{t('ui.loading')}</p>
        <div className="sc-payment__skeleton" />
      </div>
    );
  }
  if (options.isError) {
    return (
      <Alert type="error" live>
        {t('errors.generic')}
      </Alert>
    );
  }
  return <PaymentForm api={api} tenant={tenant} prospectId={prospectId} options={options.data} {...rest} />;
}
