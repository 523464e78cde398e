import type { Ref } from 'react';
import { Heading as RACHeading, type HeadingProps as RACHeadingProps } from 'react-aria-components';
import './heading.css';

/** The levels of an HTML heading. */
export type HeadingLevel = 1 | 2 | 3 | 4 | 5 | 6;

/** Props of {@link Heading}. */
export interface HeadingProps extends Omit<RACHeadingProps, 'level' | 'render'> {
  /** The heading level; 1 by default (spec 9), as a page's heading is its question (UX: pages). */
  level?: HeadingLevel;
  /** The heading element, for a screen that moves the focus to its heading on arrival. */
  ref?: Ref<HTMLHeadingElement>;
}

/**
 * A heading, styled by level. Inside react-aria containers (dialogs...) it takes the slot they give it.
 *
 * @example
 * <Heading>What is your company's activity?</Heading>
 * <Heading level={2}>Your formula</Heading>
 */
export function Heading({ level = 1, className, ...props }: HeadingProps) {
  return (
    <RACHeading
      {...props}
      level={level}
      data-level={level}
      className={className ? `sc-heading ${className}` : 'sc-heading'}
    />
  );
}
