import { formatNumber } from '@souscrire/i18n';
import { fieldErrorMessage } from '@souscrire/ui/form';
import { NumberField } from '@souscrire/ui/number-field';
import type { QuestionFieldProps, QuestionType } from './question-type.ts';

/**
 * The units the core gives numbers: the symbol the label carries and how the number is formatted (an amount
 * in euros as money, a percentage by Intl; square metres have no Intl unit, the label says it).
 */
export const NUMBER_UNITS: Readonly<Record<string, { symbol: string; format: Intl.NumberFormatOptions }>> = {
  EUR: { symbol: '€', format: { style: 'currency', currency: 'EUR' } },
  m2: { symbol: 'm²', format: { style: 'decimal', useGrouping: true } },
  '%': { symbol: '%', format: { style: 'unit', unit: 'percent' } },
};

/** The unit of a question, if the core gave a known one. */
export const unitOf = (unit: string | undefined) => (unit ? NUMBER_UNITS[unit] : undefined);

function NumberQuestion({ question, name, label, value, onChange, errors }: QuestionFieldProps) {
  return (
    <NumberField
      name={name}
      label={label}
      description={question.help}
      isRequired={question.required}
      errorMessage={fieldErrorMessage(errors)}
      minValue={question.minimum}
      maxValue={question.maximum}
      // Typed in the page's locale (react-aria's I18nProvider of the frame), an amount as money.
      formatOptions={{
        ...unitOf(question.unit)?.format,
        maximumFractionDigits: question.kind === 'integer' ? 0 : 2,
      }}
      value={typeof value === 'number' ? value : Number.NaN}
      onChange={(next) => onChange(Number.isNaN(next) ? undefined : next)}
    />
  );
}

/** A number (whole for `integer`), within the question's bounds, an amount or a share with its unit. */
export const numberType: QuestionType = {
  Field: NumberQuestion,
  parse: (saved) => (typeof saved === 'number' ? saved : undefined),
  validate: (question, t) => ({
    missing: t('errors.required-named', { field: question.label }),
    invalid: t('errors.number'),
  }),
  summary: (question, value, { locale }) => {
    const unit = unitOf(question.unit);
    const number = formatNumber(Number(value), locale, unit?.format);
    // Square metres have no Intl unit: the symbol follows the number.
    return unit?.format.style === 'decimal' ? `${number} ${unit.symbol}` : number;
  },
};
