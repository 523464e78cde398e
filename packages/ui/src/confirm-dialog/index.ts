export type { ConfirmDialogProps } from './confirm-dialog.tsx';
export { ConfirmDialog } from './confirm-dialog.tsx';
export type { ConfirmRequest } from './use-confirm.tsx';
export { useConfirm } from './use-confirm.tsx';
