import type { ReactNode } from 'react';
import { RadioButton, RadioField, Text } from 'react-aria-components';
import { RadioMark } from '../radio-mark/radio-mark.tsx';
import './choice-card.css';

/** Props of {@link ChoiceCard}. */
export interface ChoiceCardProps {
  /** The value submitted when this card is chosen. */
  value: string;
  /** The card's title, its accessible name. */
  title: string;
  /** A short text under the title, tied to the radio. */
  description?: ReactNode | undefined;
  /** More content inside the card (not part of the radio's description). */
  children?: ReactNode | undefined;
  /** Shown but not selectable. */
  isDisabled?: boolean | undefined;
}

/**
 * One card of a {@link ChoiceCardGroup}: a radio whose whole card is the touch target. Links or buttons in
 * `children` stay usable on their own.
 *
 * @example
 * <ChoiceCard value="card" title="Bank card" description="Visa, Mastercard" />
 */
export function ChoiceCard({ value, title, description, children, isDisabled }: ChoiceCardProps) {
  return (
    <RadioField value={value} isDisabled={isDisabled} className="sc-choice-card">
      <RadioButton className="sc-choice-card__button">
        <RadioMark />
        <span className="sc-choice-card__title">{title}</span>
      </RadioButton>
      {description && (
        <Text slot="description" elementType="div" className="sc-choice-card__description">
          {description}
        </Text>
      )}
      {children && <div className="sc-choice-card__body">{children}</div>}
    </RadioField>
  );
}
