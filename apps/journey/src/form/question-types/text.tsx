import type { MessageId } from '@souscrire/i18n';
import { EmailField } from '@souscrire/ui/email-field';
import { fieldErrorMessage } from '@souscrire/ui/form';
import { PhoneField } from '@souscrire/ui/phone-field';
import { TextField, type TextFieldProps } from '@souscrire/ui/text-field';
import type { ComponentType } from 'react';
import { parseText, type QuestionFieldProps, type QuestionType } from './question-type.ts';

/** A typed kind: the kit field that asks it and what it says when what was typed does not fit. */
function typedType(Kit: ComponentType<Omit<TextFieldProps, 'type'>>, invalid?: MessageId): QuestionType {
  function TypedQuestion({ question, name, label, value, onChange, errors }: QuestionFieldProps) {
    return (
      <Kit
        name={name}
        label={label}
        description={question.help}
        isRequired={question.required}
        autoComplete={question.autoComplete}
        validate={question.validate}
        errorMessage={fieldErrorMessage(errors)}
        value={typeof value === 'string' ? value : ''}
        onChange={(next) => onChange(next === '' ? undefined : next)}
      />
    );
  }
  return {
    Field: TypedQuestion,
    parse: parseText,
    validate: (question, t) => ({
      missing: t('errors.required-named', { field: question.label }),
      invalid: invalid ? t(invalid) : undefined,
    }),
    summary: (_question, value) => String(value),
  };
}

/** Free text, saved trimmed as typed. */
export const textType = typedType(TextField);

/** An e-mail address, checked as one by the browser (its message is ours). */
export const emailType = typedType(EmailField, 'errors.email');

/** A phone number, with the phone's keypad; the question's own rule checks the number's plan. */
export const phoneType = typedType(PhoneField, 'errors.phone');
