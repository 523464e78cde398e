import type { ReactNode } from 'react';
import {
  composeRenderProps,
  RadioGroup as RACRadioGroup,
  type RadioGroupProps as RACRadioGroupProps,
} from 'react-aria-components';
import { FieldDescription } from '../form/field-description.tsx';
import { FieldError, type FieldErrorMessage } from '../form/field-error.tsx';
import { FieldLabel } from '../form/field-label.tsx';
import '../form/field.css';
import './choice-card.css';

/** Props of {@link ChoiceCardGroup}. */
export interface ChoiceCardGroupProps extends Omit<RACRadioGroupProps, 'children' | 'orientation'> {
  /** The question the cards answer. */
  label: string;
  /** The cards: {@link ChoiceCard} or {@link FormulaCard} elements. */
  children: ReactNode;
  /** Help text under the label, tied to the group. */
  description?: string | undefined;
  /** The error text shown when the group is invalid (no formula chosen). */
  errorMessage?: FieldErrorMessage | undefined;
}

/**
 * A radio group shown as cards: stacked on a phone, side by side on a wide screen (UX: offer). Arrow keys move
 * between cards, as between radios.
 *
 * @example
 * <ChoiceCardGroup label="Choose your formula" isRequired errorMessage={noFormula}>
 *   <FormulaCard value="economic" title="Economic" price="€19.90" guarantees={['Civil liability']} />
 *   <FormulaCard value="balanced" title="Balanced" price="€29.90" guarantees={[...]} recommended={{ label: 'Recommended' }} />
 * </ChoiceCardGroup>
 */
export function ChoiceCardGroup({
  label,
  description,
  errorMessage,
  children,
  className,
  ...props
}: ChoiceCardGroupProps) {
  return (
    <RACRadioGroup
      {...props}
      className={composeRenderProps(className, (name) =>
        name ? `sc-field sc-choice-card-group ${name}` : 'sc-field sc-choice-card-group',
      )}
    >
      <FieldLabel>{label}</FieldLabel>
      {description && <FieldDescription>{description}</FieldDescription>}
      <FieldError>{errorMessage}</FieldError>
      <div className="sc-choice-card-group__cards">{children}</div>
    </RACRadioGroup>
  );
}
