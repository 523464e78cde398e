import type { ReactNode } from 'react';
import { RadioButton, RadioField, Text } from 'react-aria-components';
import { RadioMark } from '../radio-mark/radio-mark.tsx';
import './choice-card.css';

/** The 'recommended' mark of a {@link FormulaCard}. */
export interface FormulaRecommendation {
  /** The badge text, e.g. 'Recommended'. */
  readonly label: string;
  /** Why, in one sentence (UX: offer), e.g. 'Covers the risks of your activity'. */
  readonly reason?: string | undefined;
}

/** Props of {@link FormulaCard}. */
export interface FormulaCardProps {
  /** The formula submitted when chosen (economic, balanced, complete). */
  value: string;
  /** The formula's name, the radio's accessible name. */
  title: string;
  /** The price for the chosen frequency, formatted by the app (e.g. '€29.90'). */
  price: string;
  /** What the price covers, e.g. 'per month, fees included'. */
  priceCaption?: string | undefined;
  /** What the formula covers, in short lines. */
  guarantees: readonly string[];
  /** A title above the guarantees, e.g. 'What is covered'. */
  guaranteesLabel?: string | undefined;
  /** Marks the formula as recommended, with a badge and its reason. */
  recommended?: FormulaRecommendation | undefined;
  /** More content at the bottom of the card (documents, details link). */
  children?: ReactNode | undefined;
  /** Shown but not selectable. */
  isDisabled?: boolean | undefined;
}

/**
 * A formula of the offer as a choice card (UX: offer): name, price and caption, the 'recommended' badge with
 * its reason, and the list of guarantees. The badge, price and reason describe the radio for screen readers.
 *
 * @example
 * <FormulaCard
 *   value="balanced"
 *   title="Balanced"
 *   price="€29.90"
 *   priceCaption="per month, fees included"
 *   guarantees={['Civil liability', 'Legal protection']}
 *   recommended={{ label: 'Recommended', reason: 'Covers the usual risks of your activity' }}
 * />
 */
export function FormulaCard({
  value,
  title,
  price,
  priceCaption,
  guarantees,
  guaranteesLabel,
  recommended,
  children,
  isDisabled,
}: FormulaCardProps) {
  return (
    <RadioField
      value={value}
      isDisabled={isDisabled}
      className="sc-choice-card sc-formula-card"
      data-recommended={recommended ? true : undefined}
    >
      <RadioButton className="sc-choice-card__button">
        <RadioMark />
        <span className="sc-choice-card__title">{title}</span>
      </RadioButton>
      <Text slot="description" elementType="div" className="sc-formula-card__summary">
        {recommended && <div className="sc-formula-card__badge">{recommended.label}</div>}
        <div className="sc-formula-card__price">
          <span className="sc-formula-card__amount">{price}</span>
          {priceCaption && <span className="sc-formula-card__caption"> {priceCaption}</span>}
        </div>
        {recommended?.reason && <div className="sc-formula-card__reason">{recommended.reason}</div>}
      </Text>
      <div className="sc-choice-card__body">
        {guaranteesLabel && <p className="sc-formula-card__guarantees-label">{guaranteesLabel}</p>}
        <ul className="sc-formula-card__guarantees">
          {guarantees.map((guarantee) => (
            <li key={guarantee}>{guarantee}</li>
          ))}
        </ul>
        {children}
      </div>
    </RadioField>
  );
}
