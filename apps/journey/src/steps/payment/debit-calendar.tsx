import { formatDate, formatMoney, type Locale } from '@souscrire/i18n';
import { ScheduleTable } from '@souscrire/ui/schedule-table';
import { useText } from '../../app/use-text.ts';
import type { FrequencyAmounts } from './payment-amounts.tsx';

/**
 * The debit calendar of the chosen frequency, shown when SEPA direct debit is chosen: a
 * table (its caption names it) of each debit's date and amount for the first year, computed by the core
 * (payment options), the first one fees included; dates and amounts written for the page's locale. A change
 * of frequency shows that frequency's calendar (the table is in a polite live region).
 */
export function DebitCalendar({ amounts, locale }: { amounts: FrequencyAmounts; locale: Locale }) {
  const t = useText();
  return (
    <section className="sc-payment__calendar" aria-live="polite">
      <ScheduleTable
        caption={t('payment.schedule.title')}
        dueOnLabel={t('payment.schedule.due-on')}
        amountLabel={t('payment.schedule.amount')}
        entries={amounts.schedule.map((debit) => ({
          id: debit.due_on,
          dueOn: formatDate(debit.due_on, locale, 'long'),
          amount: formatMoney(debit.amount.amount / 100, locale),
        }))}
      />
      <p className="sc-payment__note">{t('payment.schedule.sepa-note')}</p>
    </section>
  );
}
