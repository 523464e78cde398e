export type { HeadingLevel, HeadingProps } from './heading.tsx';
export { Heading } from './heading.tsx';
