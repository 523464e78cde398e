export type { LayoutShellProps } from './layout-shell.tsx';
export { LayoutShell } from './layout-shell.tsx';
