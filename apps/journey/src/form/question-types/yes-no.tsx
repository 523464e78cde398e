import { fieldErrorMessage } from '@souscrire/ui/form';
import { RadioGroup } from '@souscrire/ui/radio-group';
import { useText } from '../../app/use-text.ts';
import { choiceErrors, type QuestionFieldProps, type QuestionType } from './question-type.ts';

function YesNoQuestion({ question, name, label, value, onChange, errors }: QuestionFieldProps) {
  const t = useText();
  return (
    <RadioGroup
      name={name}
      label={label}
      description={question.help}
      isRequired={question.required}
      errorMessage={fieldErrorMessage(errors)}
      orientation="horizontal"
      options={[
        { value: 'true', label: t('common.yes') },
        { value: 'false', label: t('common.no') },
      ]}
      value={typeof value === 'boolean' ? String(value) : null}
      onChange={(next) => onChange(next === 'true')}
    />
  );
}

/** Yes or no, side by side; saved as a boolean. */
export const yesNoType: QuestionType = {
  Field: YesNoQuestion,
  parse: (saved) => (typeof saved === 'boolean' ? saved : undefined),
  validate: choiceErrors,
  summary: (_question, value, { t }) => t(value === true ? 'common.yes' : 'common.no'),
};
