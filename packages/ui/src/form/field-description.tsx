import type { ReactNode } from 'react';
import { Text } from 'react-aria-components';
import './field.css';

/** Props of {@link FieldDescription}. */
export interface FieldDescriptionProps {
  /** The help text. */
  children: ReactNode;
}

/** The help text of the surrounding react-aria field, tied to it by `aria-describedby`. */
export function FieldDescription({ children }: FieldDescriptionProps) {
  return (
    <Text slot="description" className="sc-field__description">
      {children}
    </Text>
  );
}
