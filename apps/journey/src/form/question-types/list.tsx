import { Checkbox } from '@souscrire/ui/checkbox';
import { optionLabel, type QuestionFieldProps, type QuestionType, typedErrors } from './question-type.ts';
import './list.css';

function ListQuestion({ question, name, label, value, onChange }: QuestionFieldProps) {
  const chosen = Array.isArray(value) ? value : [];
  return (
    <fieldset className="sc-question-list">
      <legend>{label}</legend>
      {question.options.map((option) => (
        <Checkbox
          key={option.value}
          name={name}
          value={option.value}
          label={option.label}
          isSelected={chosen.includes(option.value)}
          onChange={(selected) =>
            onChange(
              selected ? [...chosen, option.value] : chosen.filter((other: string) => other !== option.value),
            )
          }
        />
      ))}
    </fieldset>
  );
}

/** Several choices, as checkboxes; saved as the chosen options' values (none is an empty list). */
export const listType: QuestionType = {
  Field: ListQuestion,
  parse: (saved) =>
    Array.isArray(saved) ? saved.filter((item): item is string => typeof item === 'string') : undefined,
  validate: typedErrors,
  summary: (question, value, { locale }) =>
    new Intl.ListFormat(locale, { type: 'conjunction' }).format(
      (Array.isArray(value) ? value : []).map((item: string) => optionLabel(question, item)),
    ),
};
