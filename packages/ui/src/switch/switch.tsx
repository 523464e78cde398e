import type { ReactNode } from 'react';
import { composeRenderProps, SwitchButton, SwitchField, type SwitchFieldProps } from 'react-aria-components';
import { FieldDescription } from '../form/field-description.tsx';
import '../form/field.css';
import './switch.css';

/** Props of {@link Switch}. */
export interface SwitchProps extends Omit<SwitchFieldProps, 'children'> {
  /** The label: what the switch turns on. */
  label: ReactNode;
  /** Help text under the label, tied to the switch. */
  description?: ReactNode | undefined;
}

/**
 * An on/off switch for settings that apply at once (an optional coverage, for instance), on react-aria's
 * SwitchField: role switch, `data-selected`, a 44px touch target.
 *
 * @example
 * <Switch label="Add legal protection" description="+ €4.90 a month" onChange={toggleCoverage} />
 */
export function Switch({ label, description, className, ...props }: SwitchProps) {
  return (
    <SwitchField
      {...props}
      className={composeRenderProps(className, (name) => (name ? `sc-switch ${name}` : 'sc-switch'))}
    >
      <SwitchButton className="sc-switch__button">
        <span className="sc-switch__track" aria-hidden="true">
          <span className="sc-switch__thumb" />
        </span>
        <span className="sc-switch__label">{label}</span>
      </SwitchButton>
      {description && <FieldDescription>{description}</FieldDescription>}
    </SwitchField>
  );
}
