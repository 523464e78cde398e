import type { HTMLAttributes, Ref } from 'react';
import './heading.css';

/** The levels of an HTML heading. */
export type HeadingLevel = 1 | 2 | 3 | 4 | 5 | 6;

/** Props of {@link Heading}. */
export interface HeadingProps extends HTMLAttributes<HTMLHeadingElement> {
  /** The heading level; 1 by default, as a page's heading is its question (UX: pages). */
  level?: HeadingLevel;
  /** The heading element, for a screen that moves the focus to its heading on arrival. */
  ref?: Ref<HTMLHeadingElement>;
}

/**
 * A native heading (`h1` to `h6`), styled by level. It takes no react-aria context: a react-aria dialog's
 * title is react-aria's `Heading` with `slot="title"`.
 *
 * @example
 * <Heading>What is your company's activity?</Heading>
 * <Heading level={2}>Your formula</Heading>
 */
export function Heading({ level = 1, className, ...props }: HeadingProps) {
  const Element = `h${level}` as const;
  return (
    <Element {...props} data-level={level} className={className ? `sc-heading ${className}` : 'sc-heading'} />
  );
}
