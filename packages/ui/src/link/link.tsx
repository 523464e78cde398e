import type { ReactNode } from 'react';
import { composeRenderProps, Link as RACLink, type LinkProps as RACLinkProps } from 'react-aria-components';
import './link.css';

/** 'inline' sits in running text; 'standalone' stands on its own line with a 44px touch target. */
export type LinkVariant = 'inline' | 'standalone';

/** Props of {@link Link}. */
export interface LinkProps extends Omit<RACLinkProps, 'children'> {
  /** The link text. */
  children: ReactNode;
  /** 'inline' by default. */
  variant?: LinkVariant;
}

/**
 * A link on react-aria's Link: client-side routing through react-aria's RouterProvider, `data-current`,
 * `data-focus-visible` and friends for styling.
 *
 * @example
 * <Link href="/fr-FR/subscription/42/offer" variant="standalone">Change</Link>
 */
export function Link({ variant = 'inline', className, ...props }: LinkProps) {
  return (
    <RACLink
      {...props}
      data-variant={variant}
      className={composeRenderProps(className, (name) => (name ? `sc-link ${name}` : 'sc-link'))}
    />
  );
}
