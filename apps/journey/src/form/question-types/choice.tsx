import { fieldErrorMessage } from '@souscrire/ui/form';
import { RadioGroup } from '@souscrire/ui/radio-group';
import {
  choiceErrors,
  optionLabel,
  parseText,
  type QuestionFieldProps,
  type QuestionType,
} from './question-type.ts';

function ChoiceQuestion({ question, name, label, value, onChange, errors }: QuestionFieldProps) {
  return (
    <RadioGroup
      name={name}
      label={label}
      description={question.help}
      isRequired={question.required}
      errorMessage={fieldErrorMessage(errors)}
      options={question.options}
      value={typeof value === 'string' ? value : null}
      onChange={onChange}
    />
  );
}

/** One choice among a few, as radio buttons (UX: radios below about 8 choices); saved as its value. */
export const choiceType: QuestionType = {
  Field: ChoiceQuestion,
  parse: (saved) => (typeof saved === 'number' ? String(saved) : parseText(saved)),
  validate: choiceErrors,
  summary: (question, value) => optionLabel(question, String(value)),
};
