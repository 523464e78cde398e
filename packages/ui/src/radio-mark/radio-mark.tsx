import type { ReactNode } from 'react';
import './radio-mark.css';

/**
 * The circle of a single choice (the rows of a radio group, choice and formula cards), filled when the
 * element it sits in carries `data-selected`. Decorative: the choice's own radio input says its state.
 *
 * @example
 * <RadioButton className="sc-radio-group__button"><RadioMark />{label}</RadioButton>
 */
export function RadioMark(): ReactNode {
  return <span className="sc-radio-mark" aria-hidden="true" />;
}
