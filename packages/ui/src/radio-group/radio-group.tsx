import {
  composeRenderProps,
  RadioGroup as RACRadioGroup,
  type RadioGroupProps as RACRadioGroupProps,
  RadioButton,
  RadioField,
  Text,
} from 'react-aria-components';
import { FieldDescription } from '../form/field-description.tsx';
import { FieldError, type FieldErrorMessage } from '../form/field-error.tsx';
import { FieldLabel } from '../form/field-label.tsx';
import '../form/field.css';
import { RadioMark } from '../radio-mark/radio-mark.tsx';
import './radio-group.css';

/** One choice of a {@link RadioGroup}. */
export interface RadioOption {
  /** The value submitted and passed to `onChange`. */
  readonly value: string;
  /** The visible label. */
  readonly label: string;
  /** A hint under the label, tied to the radio. */
  readonly description?: string | undefined;
  /** Shown but not selectable. */
  readonly isDisabled?: boolean | undefined;
}

/** Props of {@link RadioGroup}. */
export interface RadioGroupProps extends Omit<RACRadioGroupProps, 'children'> {
  /** The question the radios answer. */
  label: string;
  /** The choices. */
  options: readonly RadioOption[];
  /** Help text under the label, tied to the group. */
  description?: string | undefined;
  /** The error text shown when the group is invalid (e.g. nothing chosen). */
  errorMessage?: FieldErrorMessage | undefined;
}

/**
 * A group of radios, preferred to a dropdown below about 8 choices (UX: pages). Arrow keys move between
 * choices; `orientation="horizontal"` lays short choices (Yes / No) side by side from the first breakpoint.
 *
 * @example
 * <RadioGroup
 *   name="frequency"
 *   label="How often do you want to pay?"
 *   isRequired
 *   errorMessage="Choose how often you want to pay"
 *   options={[{ value: 'monthly', label: 'Monthly' }, { value: 'annual', label: 'Yearly' }]}
 * />
 */
export function RadioGroup({
  label,
  options,
  description,
  errorMessage,
  className,
  ...props
}: RadioGroupProps) {
  return (
    <RACRadioGroup
      {...props}
      className={composeRenderProps(className, (name) =>
        name ? `sc-field sc-radio-group ${name}` : 'sc-field sc-radio-group',
      )}
    >
      <FieldLabel>{label}</FieldLabel>
      {description && <FieldDescription>{description}</FieldDescription>}
      <FieldError>{errorMessage}</FieldError>
      <div className="sc-radio-group__options">
        {options.map((option) => (
          <RadioField
            key={option.value}
            value={option.value}
            isDisabled={option.isDisabled}
            className="sc-radio-group__option"
          >
            <RadioButton className="sc-radio-group__button">
              <RadioMark />
              <span className="sc-radio-group__label">{option.label}</span>
            </RadioButton>
            {option.description && (
              <Text slot="description" className="sc-radio-group__description">
                {option.description}
              </Text>
            )}
          </RadioField>
        ))}
      </div>
    </RACRadioGroup>
  );
}
