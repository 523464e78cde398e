export type { ModalDialogProps } from './modal-dialog.tsx';
export { ModalDialog } from './modal-dialog.tsx';
export type { ModalLayerApi, ModalLayerProviderProps } from './modal-layer.tsx';
export { ModalLayerProvider, useModalLayer } from './modal-layer.tsx';
export type { ModalLayer, ModalOptions, ModalRenderProps, OpenModal } from './modal-layer-store.ts';
export { createModalLayer, modalZIndex } from './modal-layer-store.ts';
