import { fieldErrorMessage } from '@souscrire/ui/form';
import { TextField } from '@souscrire/ui/text-field';
import { parseText, type QuestionFieldProps, type QuestionType, typedErrors } from './question-type.ts';

function TextQuestion({ question, name, label, value, onChange, errors }: QuestionFieldProps) {
  return (
    <TextField
      name={name}
      label={label}
      description={question.help}
      isRequired={question.required}
      autoComplete={question.autoComplete}
      errorMessage={fieldErrorMessage(errors)}
      value={typeof value === 'string' ? value : ''}
      onChange={(next) => onChange(next === '' ? undefined : next)}
    />
  );
}

/** Free text, saved trimmed as typed. */
export const textType: QuestionType = {
  Field: TextQuestion,
  parse: parseText,
  validate: typedErrors,
  summary: (_question, value) => String(value),
};
