import type { ReactNode } from 'react';
import { Label } from 'react-aria-components';
import './field.css';

/** Props of {@link FieldLabel}. */
export interface FieldLabelProps {
  /** The label text. */
  children: ReactNode;
}

/**
 * The label of the surrounding react-aria field. A required field's label gets a marker from the stylesheet
 * (the field carries `data-required`), hidden from assistive technologies, which read `aria-required`.
 */
export function FieldLabel({ children }: FieldLabelProps) {
  return <Label className="sc-field__label">{children}</Label>;
}
