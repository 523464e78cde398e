import type { ReactNode } from 'react';
import {
  Button,
  Menu,
  MenuItem,
  MenuTrigger,
  Popover,
  Link as RACLink,
  VisuallyHidden,
} from 'react-aria-components';
import './stepper.css';

/**
 * Where a step stands for the visitor: `done` (may go back to it when it has an `href` or `onSelect`
 * handles it), `current`, `upcoming` (not reached yet) or `locked` (cannot be entered any more, for
 * example once signed).
 */
export type StepStatus = 'done' | 'current' | 'upcoming' | 'locked';

/** One step of the sidebar (Information, Eligibility, Offer...). */
export interface StepperStep {
  readonly id: string;
  /** The step's label, in the visitor's language. */
  readonly label: string;
  readonly status: StepStatus;
  /** Where a done step leads (through react-aria's RouterProvider in the app). */
  readonly href?: string;
}

/** Screen-reader texts that say each step's status, in the visitor's language. */
export interface StepStatusLabels {
  readonly done: string;
  readonly current: string;
  readonly upcoming: string;
  readonly locked: string;
}

/** Props of {@link Stepper}. */
export interface StepperProps {
  readonly steps: readonly StepperStep[];
  /** Name of the navigation landmark ('Your progress'). */
  readonly label: string;
  readonly statusLabels: StepStatusLabels;
  /**
   * The compact header on a phone (UX: 'Step 3 of 9: Offer'). `position` starts at 1.
   *
   * @example (position, total, label) => t('stepper.compact', { position, total, label })
   */
  readonly formatCompact: (position: number, total: number, label: string) => string;
  /** Accessible name of the phone header's menu button ('All steps'). */
  readonly menuLabel: string;
  /** Called when a done step without `href` is chosen. */
  readonly onSelect?: (id: string) => void;
}

function isReachable(step: StepperStep, onSelect: StepperProps['onSelect']): boolean {
  return step.status === 'done' && (step.href !== undefined || onSelect !== undefined);
}

function StepMarker({
  status,
  position,
}: {
  readonly status: StepStatus;
  readonly position: number;
}): ReactNode {
  return (
    <span className="sc-stepper__marker" data-status={status} aria-hidden="true">
      {status === 'done' ? (
        <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true">
          <path
            d="M5 12.5l4.5 4.5L19 7.5"
            fill="none"
            stroke="currentColor"
            strokeWidth="2.5"
            strokeLinecap="round"
          />
        </svg>
      ) : status === 'locked' ? (
        <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true">
          <rect x="5" y="11" width="14" height="9" rx="2" fill="currentColor" />
          <path d="M8 11V8a4 4 0 0 1 8 0v3" fill="none" stroke="currentColor" strokeWidth="2" />
        </svg>
      ) : (
        position
      )}
    </span>
  );
}

/**
 * The subscription sidebar: every step with its status, the current one marked. On a phone it
 * becomes a compact header ('Step 3 of 9: Offer') with a menu holding the steps (UX: progress and
 * layout). Done steps link back; upcoming and locked ones cannot be entered.
 *
 * @example
 * <Stepper label="Your progress" steps={steps} statusLabels={labels} menuLabel="All steps"
 *   formatCompact={(position, total, label) => `Step ${position} of ${total}: ${label}`} />
 */
export function Stepper({
  steps,
  label,
  statusLabels,
  formatCompact,
  menuLabel,
  onSelect,
}: StepperProps): ReactNode {
  const currentIndex = steps.findIndex((step) => step.status === 'current');
  const current = steps[currentIndex];
  return (
    <nav aria-label={label} className="sc-stepper">
      {current ? (
        <div className="sc-stepper__compact">
          <p className="sc-stepper__compact-text">
            {formatCompact(currentIndex + 1, steps.length, current.label)}
          </p>
          <MenuTrigger>
            <Button className="sc-stepper__menu-button" aria-label={menuLabel}>
              <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true">
                <path
                  d="M4 7h16M4 12h16M4 17h16"
                  stroke="currentColor"
                  strokeWidth="2"
                  strokeLinecap="round"
                />
              </svg>
            </Button>
            <Popover className="sc-stepper__popover" placement="bottom end">
              <Menu
                className="sc-stepper__menu"
                disabledKeys={steps.filter((step) => !isReachable(step, onSelect)).map((step) => step.id)}
                onAction={(key) => {
                  const step = steps.find((entry) => entry.id === key);
                  if (step && step.href === undefined) onSelect?.(step.id);
                }}
              >
                {steps.map((step, index) => (
                  <MenuItem
                    key={step.id}
                    id={step.id}
                    className="sc-stepper__menu-item"
                    data-status={step.status}
                    textValue={step.label}
                    {...(step.href !== undefined && isReachable(step, onSelect) ? { href: step.href } : {})}
                  >
                    <StepMarker status={step.status} position={index + 1} />
                    <span>{step.label}</span>
                    <VisuallyHidden>{`, ${statusLabels[step.status]}`}</VisuallyHidden>
                  </MenuItem>
                ))}
              </Menu>
            </Popover>
          </MenuTrigger>
        </div>
      ) : null}
      <ol className="sc-stepper__list">
        {steps.map((step, index) => {
          const content = (
            <>
              <StepMarker status={step.status} position={index + 1} />
              <span className="sc-stepper__label">{step.label}</span>
              <VisuallyHidden>{`, ${statusLabels[step.status]}`}</VisuallyHidden>
            </>
          );
          return (
            <li key={step.id} className="sc-stepper__step" data-status={step.status}>
              {isReachable(step, onSelect) ? (
                <RACLink
                  className="sc-stepper__link"
                  {...(step.href === undefined
                    ? { onPress: () => onSelect?.(step.id) }
                    : { href: step.href })}
                >
                  {content}
                </RACLink>
              ) : (
                <span
                  className="sc-stepper__item"
                  aria-current={step.status === 'current' ? 'step' : undefined}
                >
                  {content}
                </span>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
