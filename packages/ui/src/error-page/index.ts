export type { ErrorPageAction, ErrorPageProps } from './error-page.tsx';
export { ErrorPage } from './error-page.tsx';
