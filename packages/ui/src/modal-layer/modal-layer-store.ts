import type { ReactNode } from 'react';

/** What a modal's content receives: a function that closes this modal. */
export interface ModalRenderProps {
  readonly close: () => void;
}

/** Options of one modal in the layer. */
export interface ModalOptions {
  /** Stable id; opening a modal with the id of an open one replaces its content. Generated when absent. */
  readonly id?: string;
  /** Whether a click outside or Escape closes it. Default true; confirmations and blocking steps pass false. */
  readonly isDismissable?: boolean;
  /** Called once the modal is closed, whichever way. */
  readonly onClose?: () => void;
}

/** One open modal. */
export interface OpenModal {
  readonly id: string;
  readonly render: (props: ModalRenderProps) => ReactNode;
  readonly isDismissable: boolean;
  readonly onClose: (() => void) | undefined;
}

/**
 * The stack of open modals, usable outside React (a router guard can ask `isModalOpen()` and call
 * `closeAll()`: "any route change while a modal is open closes all modals and cancels that
 * navigation").
 *
 * @example
 * const modals = createModalLayer();
 * router.subscribe('onBeforeNavigate', () => { if (modals.isModalOpen()) { modals.closeAll(); return false; } });
 */
export interface ModalLayer {
  /** Opens a modal on top of the others and returns its id. */
  openModal(render: (props: ModalRenderProps) => ReactNode, options?: ModalOptions): string;
  /** Closes one modal. */
  closeModal(id: string): void;
  /** Closes every open modal, top first. */
  closeAll(): void;
  /** Whether at least one modal is open. */
  isModalOpen(): boolean;
  /** The open modals, bottom first. */
  getModals(): readonly OpenModal[];
  /** Subscribes to changes; returns the unsubscribe function. */
  subscribe(listener: () => void): () => void;
}

/** Modal stacking: z-index 1000 + 2 * index (the backdrop; the dialog sits one above). */
export function modalZIndex(index: number): number {
  return 1000 + 2 * index;
}

/** Creates an empty modal layer. Pass it to `ModalLayerProvider`, or let the provider create one. */
export function createModalLayer(): ModalLayer {
  let modals: readonly OpenModal[] = [];
  let counter = 0;
  const listeners = new Set<() => void>();
  const emit = (): void => {
    for (const listener of listeners) listener();
  };

  const closeModal = (id: string): void => {
    const modal = modals.find((entry) => entry.id === id);
    if (!modal) return;
    modals = modals.filter((entry) => entry.id !== id);
    emit();
    modal.onClose?.();
  };

  return {
    openModal(render, options = {}) {
      counter += 1;
      const id = options.id ?? `sc-modal-${counter}`;
      const modal: OpenModal = {
        id,
        render,
        isDismissable: options.isDismissable ?? true,
        onClose: options.onClose,
      };
      const existing = modals.findIndex((entry) => entry.id === id);
      modals =
        existing === -1
          ? [...modals, modal]
          : modals.map((entry, index) => (index === existing ? modal : entry));
      emit();
      return id;
    },
    closeModal,
    closeAll() {
      for (const modal of [...modals].reverse()) closeModal(modal.id);
    },
    isModalOpen: () => modals.length > 0,
    getModals: () => modals,
    subscribe(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
  };
}
