import type { components } from '@souscrire/core-api';
import { formatDate, formatMoney, type Locale } from '@souscrire/i18n';
import { useIntl } from '@souscrire/i18n/react';
import { ScheduleTable } from '@souscrire/ui/schedule-table';
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
      <ScheduleTable
        labelledBy={headingId}
        dueOnLabel={intl.formatMessage({ id: MESSAGES.scheduleDueOn })}
        amountLabel={intl.formatMessage({ id: MESSAGES.scheduleAmount })}
        entries={payment.schedule.map((entry) => ({
          id: entry.due_on,
          dueOn: formatDate(entry.due_on, locale, 'long'),
          amount: money(entry.amount.amount),
        }))}
      />
      <p className="sc-space-schedule__total">
        {intl.formatMessage({ id: MESSAGES.scheduleTotal }, { amount: money(payment.annual_total.amount) })}
      </p>
    </section>
  );
}
