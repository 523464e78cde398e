export type { LinkProps, LinkVariant } from './link.tsx';
export { Link } from './link.tsx';
