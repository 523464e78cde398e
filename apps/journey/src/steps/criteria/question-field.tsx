import { Checkbox } from '@souscrire/ui/checkbox';
import { fieldErrorMessage } from '@souscrire/ui/form';
import { NumberField } from '@souscrire/ui/number-field';
import { RadioGroup } from '@souscrire/ui/radio-group';
import { TextField } from '@souscrire/ui/text-field';
import { useText } from '../../app/use-text.ts';
import type { Answers, Question } from './criteria-api.ts';
import { CRITERIA_UNITS } from './criteria-units.ts';

/**
 * One criteria question as a form field, generated from its definition: numbers with their bounds
 * (amounts in euros formatted as such), yes/no and single choices as radio buttons, several choices as
 * checkboxes, dates and free text as text fields.
 */
export function QuestionField({
  question,
  saved,
}: {
  question: Question;
  saved: Answers[string] | undefined;
}) {
  const t = useText();
  const unit = question.unit ? CRITERIA_UNITS[question.unit] : undefined;
  // The unit is in the label (a m² or a % is not in the typed number), the number formatted in the page's
  // locale (react-aria's I18nProvider of the frame).
  const named = unit
    ? t('criteria.label-with-unit', { label: question.label, unit: unit.symbol })
    : question.label;
  const label = question.required ? named : `${named} ${t('ui.optional')}`;
  const isChoice = question.type === 'boolean' || question.type === 'select';
  const common = {
    name: question.key,
    label,
    description: question.help,
    isRequired: question.required,
    // Named, so the error summary says which field is missing; never the browser's own words.
    errorMessage: fieldErrorMessage({
      missing: t(isChoice ? 'errors.answer-named' : 'errors.required-named', { field: question.label }),
      invalid:
        question.type === 'date'
          ? t('errors.date')
          : question.type === 'integer' || question.type === 'number'
            ? t('errors.number')
            : undefined,
    }),
  };

  switch (question.type) {
    case 'integer':
    case 'number':
      return (
        <NumberField
          {...common}
          minValue={question.minimum}
          maxValue={question.maximum}
          defaultValue={typeof saved === 'number' ? saved : undefined}
          formatOptions={{
            ...unit?.format,
            maximumFractionDigits: question.type === 'integer' ? 0 : 2,
          }}
        />
      );
    case 'boolean':
      return (
        <RadioGroup
          {...common}
          defaultValue={typeof saved === 'boolean' ? String(saved) : undefined}
          options={[
            { value: 'true', label: t('common.yes') },
            { value: 'false', label: t('common.no') },
          ]}
        />
      );
    case 'select':
      return (
        <RadioGroup
          {...common}
          defaultValue={typeof saved === 'string' ? saved : undefined}
          options={question.options}
        />
      );
    case 'multiselect':
      return (
        <fieldset className="sc-criteria__choices">
          <legend>{label}</legend>
          {question.options.map((option) => (
            <Checkbox
              key={option.value}
              name={question.key}
              value={option.value}
              label={option.label}
              defaultSelected={Array.isArray(saved) && saved.includes(option.value)}
            />
          ))}
        </fieldset>
      );
    case 'date':
      return (
        <TextField {...common} type="date" defaultValue={typeof saved === 'string' ? saved : undefined} />
      );
    default:
      return <TextField {...common} defaultValue={typeof saved === 'string' ? saved : undefined} />;
  }
}
