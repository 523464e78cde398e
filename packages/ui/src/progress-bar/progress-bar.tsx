import type { ReactNode } from 'react';
import { Label, ProgressBar as RACProgressBar } from 'react-aria-components';
import './progress-bar.css';

/** Props of {@link ProgressBar}. */
export interface ProgressBarProps {
  /** What is progressing ('Your progress'); visible, and the bar's accessible name. */
  readonly label: string;
  /** Current value; omit with `isIndeterminate`. */
  readonly value?: number;
  readonly minValue?: number;
  readonly maxValue?: number;
  /** Text for the value, read by screen readers and shown ('Step 3 of 9'); default a localized percentage. */
  readonly valueLabel?: string;
  /** Show the value text next to the label. Default true. */
  readonly showValueLabel?: boolean;
  /** Unknown duration: an animated bar (static when motion is reduced). */
  readonly isIndeterminate?: boolean;
}

/**
 * A labelled progress bar in the tenant's primary colour (UX: the accent is for progress).
 *
 * @example
 * <ProgressBar label="Your progress" value={3} maxValue={9} valueLabel="Step 3 of 9" />
 */
export function ProgressBar({
  label,
  value,
  minValue = 0,
  maxValue = 100,
  valueLabel,
  showValueLabel = true,
  isIndeterminate = false,
}: ProgressBarProps): ReactNode {
  return (
    <RACProgressBar
      className="sc-progress-bar"
      value={value ?? minValue}
      minValue={minValue}
      maxValue={maxValue}
      isIndeterminate={isIndeterminate}
      {...(valueLabel === undefined ? {} : { valueLabel })}
    >
      {({ percentage, valueText }) => (
        <>
          <div className="sc-progress-bar__header">
            <Label className="sc-progress-bar__label">{label}</Label>
            {showValueLabel && !isIndeterminate ? (
              <span className="sc-progress-bar__value">{valueText}</span>
            ) : null}
          </div>
          <div className="sc-progress-bar__track">
            <div
              className="sc-progress-bar__fill"
              style={isIndeterminate ? undefined : { width: `${percentage ?? 0}%` }}
            />
          </div>
        </>
      )}
    </RACProgressBar>
  );
}
