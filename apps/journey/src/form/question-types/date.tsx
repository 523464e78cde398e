import { type CalendarDate, parseDate } from '@internationalized/date';
import { formatDate } from '@souscrire/i18n';
import { FieldDescription, FieldError, FieldLabel, fieldErrorMessage } from '@souscrire/ui/form';
import { DateInput, DateSegment, DateField as RACDateField } from 'react-aria-components';
import { parseText, type QuestionFieldProps, type QuestionType } from './question-type.ts';
import './date.css';

/** An ISO date as a calendar date, or null when it is none. */
function calendarDate(value: unknown): CalendarDate | null {
  if (typeof value !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return null;
  try {
    return parseDate(value);
  } catch {
    return null;
  }
}

function DateQuestion({ question, name, label, value, onChange, errors }: QuestionFieldProps) {
  return (
    <RACDateField
      className="sc-field sc-date-field"
      name={name}
      granularity="day"
      isRequired={question.required}
      value={calendarDate(value)}
      onChange={(next) => onChange(next ? next.toString() : undefined)}
    >
      <FieldLabel>{label}</FieldLabel>
      {question.help && <FieldDescription>{question.help}</FieldDescription>}
      <FieldError>{fieldErrorMessage(errors)}</FieldError>
      {/* Day, month and year in the page's locale's order (react-aria's I18nProvider of the frame). */}
      <DateInput className="sc-field__input sc-date-field__input">
        {(segment) => <DateSegment segment={segment} className="sc-date-field__segment" />}
      </DateInput>
    </RACDateField>
  );
}

/** A date typed day, month and year in the page's locale (never the browser's picker); saved as ISO 8601. */
export const dateType: QuestionType = {
  Field: DateQuestion,
  parse: (saved) => (calendarDate(saved) ? parseText(saved) : undefined),
  validate: (question, t) => ({
    missing: t('errors.required-named', { field: question.label }),
    invalid: t('errors.date'),
  }),
  summary: (_question, value, { locale }) => formatDate(String(value), locale, 'long'),
};
