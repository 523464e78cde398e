import {
  createContext,
  lazy,
  type ReactNode,
  Suspense,
  useContext,
  useState,
  useSyncExternalStore,
} from 'react';
import { createModalLayer, type ModalLayer } from './modal-layer-store.ts';

// The open modals, drawn by react-aria's overlays: downloaded when the first modal opens, so a page that
// never opens one does not carry them (its own chunk in an app's build).
const ModalStack = lazy(() => import('./modal-stack.tsx').then((module) => ({ default: module.ModalStack })));

const ModalLayerContext = createContext<ModalLayer | null>(null);

/** Props of {@link ModalLayerProvider}. */
export interface ModalLayerProviderProps {
  /** A layer made with `createModalLayer()`, to reach it outside React too. Created when absent. */
  readonly layer?: ModalLayer;
  readonly children: ReactNode;
}

/**
 * Holds the app's modal stack and renders it above the page ("a modal layer"); the overlays' code is
 * loaded when the first modal opens.
 * Each modal's content is a `ModalDialog` or `ConfirmDialog` (anything rendering a react-aria `Dialog`).
 *
 * @example
 * <ModalLayerProvider><App /></ModalLayerProvider>
 * // in a component:
 * const { openModal } = useModalLayer();
 * openModal(({ close }) => <ModalDialog title="Help" closeLabel="Close">...</ModalDialog>);
 */
export function ModalLayerProvider({ layer, children }: ModalLayerProviderProps): ReactNode {
  const [ownLayer] = useState(() => layer ?? createModalLayer());
  const modals = useSyncExternalStore(ownLayer.subscribe, ownLayer.getModals, ownLayer.getModals);
  return (
    <ModalLayerContext.Provider value={ownLayer}>
      {children}
      {modals.length > 0 && (
        <Suspense fallback={null}>
          <ModalStack layer={ownLayer} modals={modals} />
        </Suspense>
      )}
    </ModalLayerContext.Provider>
  );
}

/** What {@link useModalLayer} returns: the layer's actions and whether a modal is open now. */
export interface ModalLayerApi {
  readonly openModal: ModalLayer['openModal'];
  readonly closeModal: ModalLayer['closeModal'];
  readonly closeAll: ModalLayer['closeAll'];
  /** Whether at least one modal is open (re-renders when it changes). */
  readonly isModalOpen: boolean;
}

/**
 * The nearest modal layer. Throws when there is no `ModalLayerProvider` above: a programming error.
 *
 * @example
 * const { isModalOpen, closeAll } = useModalLayer();
 */
export function useModalLayer(): ModalLayerApi {
  const layer = useContext(ModalLayerContext);
  if (!layer) throw new Error('useModalLayer needs a ModalLayerProvider above it');
  const isModalOpen = useSyncExternalStore(layer.subscribe, layer.isModalOpen, layer.isModalOpen);
  return {
    openModal: layer.openModal,
    closeModal: layer.closeModal,
    closeAll: layer.closeAll,
    isModalOpen,
  };
}
