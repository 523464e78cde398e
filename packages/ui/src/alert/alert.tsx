import type { ReactNode } from 'react';
import './alert.css';

/** The four message types. */
export type AlertType = 'info' | 'success' | 'warning' | 'error';

/** Props of {@link Alert}. */
export interface AlertProps {
  /** Default `info`. */
  readonly type?: AlertType;
  /** A short bold line above the text. */
  readonly title?: ReactNode;
  readonly children?: ReactNode;
  /**
   * Announce the alert when it appears: `role="alert"` for errors and warnings, `role="status"` otherwise.
   * Leave false for alerts that are part of the page from the start (they are read in order).
   */
  readonly live?: boolean;
  /** Replaces the type's icon; decorative. */
  readonly icon?: ReactNode;
}

const ICON_PATHS: Readonly<Record<AlertType, string>> = {
  success: 'M5 12.5l4.5 4.5L19 7.5',
  info: 'M12 11v6M12 7.5v.01',
  warning: 'M12 8v5M12 16.5v.01',
  error: 'M8 8l8 8M16 8l-8 8',
};

/**
 * A message box in one of four types, coloured by the theme's tone variables (for example the offer's
 * 'unsuited level' warning).
 *
 * @example
 * <Alert type="warning" title="This excess does not suit your activity">We recommend the Complete formula.</Alert>
 */
export function Alert({ type = 'info', title, children, live = false, icon }: AlertProps): ReactNode {
  const role = live ? (type === 'error' || type === 'warning' ? 'alert' : 'status') : undefined;
  return (
    <div className="sc-alert" data-type={type} role={role}>
      <span className="sc-alert__icon">
        {icon ?? (
          <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true">
            <circle cx="12" cy="12" r="10" fill="none" stroke="currentColor" strokeWidth="2" />
            <path
              d={ICON_PATHS[type]}
              fill="none"
              stroke="currentColor"
              strokeWidth="2"
              strokeLinecap="round"
            />
          </svg>
        )}
      </span>
      <div className="sc-alert__content">
        {title ? <p className="sc-alert__title">{title}</p> : null}
        {children ? <div className="sc-alert__body">{children}</div> : null}
      </div>
    </div>
  );
}
