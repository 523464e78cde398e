import type { ReactNode } from 'react';
import { Modal, ModalOverlay } from 'react-aria-components';
import { type ModalLayer, modalZIndex, type OpenModal } from './modal-layer-store.ts';
import './modal-layer.css';

/** Props of {@link ModalStack}. */
export interface ModalStackProps {
  readonly layer: ModalLayer;
  readonly modals: readonly OpenModal[];
}

/**
 * The open modals of a layer, each above the one before (react-aria's `ModalOverlay` and `Modal`: focus
 * trapped, the page inert, Escape and the backdrop closing a dismissable one). Loaded lazily by
 * `ModalLayerProvider` when the first modal opens.
 */
export function ModalStack({ layer, modals }: ModalStackProps): ReactNode {
  return modals.map((modal, index) => (
    <ModalOverlay
      key={modal.id}
      className="sc-modal-layer__backdrop"
      style={{ zIndex: modalZIndex(index) }}
      data-modal-index={index}
      isOpen
      isDismissable={modal.isDismissable}
      isKeyboardDismissDisabled={!modal.isDismissable}
      onOpenChange={(isOpen) => {
        if (!isOpen) layer.closeModal(modal.id);
      }}
    >
      <Modal className="sc-modal-layer__modal" style={{ zIndex: modalZIndex(index) + 1 }}>
        {modal.render({ close: () => layer.closeModal(modal.id) })}
      </Modal>
    </ModalOverlay>
  ));
}
