import { useIntl } from '@souscrire/i18n/react';
import { fieldErrorMessage } from '@souscrire/ui/form';
import { TextField } from '@souscrire/ui/text-field';
import { useState } from 'react';
import { MESSAGES } from '../app/message-ids.ts';

/** The shortest password the core accepts (its contract's `NewPassword`). */
export const PASSWORD_MIN_LENGTH = 8;

/**
 * A new password and its confirmation, each checked as the visitor leaves it: required, at least
 * {@link PASSWORD_MIN_LENGTH} characters, and the same twice. Named `password` and `confirmation` in the form.
 */
export function NewPasswordFields() {
  const intl = useIntl();
  const text = (id: string) => intl.formatMessage({ id });
  const [password, setPassword] = useState('');
  return (
    <>
      <TextField
        name="password"
        type="password"
        autoComplete="new-password"
        label={text(MESSAGES.passwordNewLabel)}
        description={text(MESSAGES.passwordIntro)}
        isRequired
        value={password}
        onChange={setPassword}
        validate={(value) =>
          value === ''
            ? text(MESSAGES.passwordNewRequired)
            : value.length < PASSWORD_MIN_LENGTH
              ? text(MESSAGES.passwordTooShort)
              : null
        }
        errorMessage={fieldErrorMessage({ missing: text(MESSAGES.passwordNewRequired) })}
      />
      <TextField
        name="confirmation"
        type="password"
        autoComplete="new-password"
        label={text(MESSAGES.passwordConfirmLabel)}
        isRequired
        validate={(value) =>
          value === '' || value !== password ? text(MESSAGES.passwordConfirmMismatch) : null
        }
      />
    </>
  );
}
