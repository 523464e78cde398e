export type { ButtonProps, ButtonRenderState, ButtonSize, ButtonVariant } from './button.tsx';
export { Button } from './button.tsx';
