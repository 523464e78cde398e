import { type MouseEvent, type Ref, useId } from 'react';
import { Heading, type HeadingLevel } from '../heading/heading.tsx';
import { controlOf } from './field-control.ts';
import './form.css';

/** One line of an {@link ErrorSummary}: the message and the id of the control it links to. */
export interface ErrorSummaryEntry {
  /** The field's error message, as shown next to the field. */
  readonly message: string;
  /** The id of the control to focus when the entry is followed, or of an element of its field (its message). */
  readonly targetId: string;
}

/** Props of {@link ErrorSummary}. */
export interface ErrorSummaryProps {
  /** The heading, e.g. 'There is a problem' in the visitor's language. */
  title: string;
  /** The heading level; 2 by default (the page heading is the question). */
  headingLevel?: HeadingLevel;
  /** The errors, in the order of the fields. */
  errors: readonly ErrorSummaryEntry[];
  /** The summary element, to move focus to it. */
  ref?: Ref<HTMLElement>;
}

/**
 * The error summary shown at the top of a form after a failed submit (UX: errors): a heading and, for each
 * error, a link that moves focus to its field. {@link Form} renders it and moves focus to it.
 *
 * @example
 * <ErrorSummary title="There is a problem" errors={[{ message: 'Enter your e-mail address', targetId: 'email' }]} />
 */
export function ErrorSummary({ title, headingLevel = 2, errors, ref }: ErrorSummaryProps) {
  const headingId = useId();
  const follow = (event: MouseEvent<HTMLAnchorElement>, targetId: string) => {
    const target = document.getElementById(targetId);
    if (!target) return;
    event.preventDefault();
    controlOf(target).focus();
  };
  return (
    <section ref={ref} className="sc-error-summary" aria-labelledby={headingId} tabIndex={-1}>
      <Heading id={headingId} level={headingLevel} className="sc-error-summary__title">
        {title}
      </Heading>
      <ul className="sc-error-summary__list">
        {errors.map((error) => (
          <li key={`${error.targetId} ${error.message}`}>
            <a
              className="sc-error-summary__link"
              href={`#${error.targetId}`}
              onClick={(event) => follow(event, error.targetId)}
            >
              {error.message}
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
