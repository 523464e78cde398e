export type { ProgressBarProps } from './progress-bar.tsx';
export { ProgressBar } from './progress-bar.tsx';
