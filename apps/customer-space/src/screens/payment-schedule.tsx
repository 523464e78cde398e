import type { components } from '@souscrire/core-api';
import { formatDate, formatMoney, type Locale } from '@souscrire/i18n';
import { useIntl } from '@souscrire/i18n/react';
import { MESSAGES } from '../app/message-ids.ts';

type Payment = components['schemas']['ClientContractPayment'];

/**
 * The first year's payment schedule for the chosen frequency (UX: amounts are never a surprise): each due date
 * and amount, written for the locale, and the year's total.
 */
export function PaymentSchedule({
  payment,
  locale,
  headingId,
}: {
  payment: Payment;
  locale: Locale;
  headingId: string;
}) {
  const intl = useIntl();
  const money = (cents: number) => formatMoney(cents / 100, locale);
  return (
    <section className="sc-space-schedule" aria-labelledby={headingId}>
      <h3 id={headingId}>{intl.formatMessage({ id: MESSAGES.scheduleTitle })}</h3>
      <table className="sc-space-schedule__table">
        <thead>
          <tr>
            <th scope="col">{intl.formatMessage({ id: MESSAGES.scheduleDueOn })}</th>
            <th scope="col">{intl.formatMessage({ id: MESSAGES.scheduleAmount })}</th>
          </tr>
        </thead>
        <tbody>
          {payment.schedule.map((entry) => (
            <tr key={entry.due_on}>
              <td>{formatDate(entry.due_on, locale, 'long')}</td>
              <td>{money(entry.amount.amount)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <p className="sc-space-schedule__total">
        {intl.formatMessage({ id: MESSAGES.scheduleTotal }, { amount: money(payment.annual_total.amount) })}
      </p>
    </section>
  );
}
