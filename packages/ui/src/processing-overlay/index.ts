export type { ProcessingOverlayProps } from './processing-overlay.tsx';
export { ProcessingOverlay } from './processing-overlay.tsx';
