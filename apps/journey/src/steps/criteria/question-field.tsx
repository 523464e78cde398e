import { Checkbox } from '@souscrire/ui/checkbox';
import { NumberField } from '@souscrire/ui/number-field';
import { RadioGroup } from '@souscrire/ui/radio-group';
import { TextField } from '@souscrire/ui/text-field';
import type { ValidationResult } from 'react-aria-components';
import { useText } from '../../app/use-text.ts';
import type { Answers, Question } from './criteria-api.ts';
import { CRITERIA_MESSAGES as M } from './criteria-messages.ts';

/**
 * One criteria question as a form field, generated from its definition (spec 3): numbers with their bounds
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
  const label = question.required ? question.label : `${question.label} ${t(M.optional)}`;
  const common = {
    name: question.key,
    label,
    description: question.help,
    isRequired: question.required,
    errorMessage: (validation: ValidationResult) => {
      if (validation.validationDetails.valueMissing) return t(M.required);
      if (validation.validationDetails.badInput) {
        return t(question.type === 'date' ? M.invalidDate : M.invalidNumber);
      }
      return validation.validationErrors.join(' ');
    },
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
          formatOptions={
            question.unit === 'EUR'
              ? { style: 'currency', currency: 'EUR', maximumFractionDigits: 0 }
              : { maximumFractionDigits: question.type === 'integer' ? 0 : 2 }
          }
        />
      );
    case 'boolean':
      return (
        <RadioGroup
          {...common}
          defaultValue={typeof saved === 'boolean' ? String(saved) : undefined}
          options={[
            { value: 'true', label: t(M.yes) },
            { value: 'false', label: t(M.no) },
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
