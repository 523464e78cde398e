import { type ReactNode, useCallback } from 'react';
import { useModalLayer } from '../modal-layer/modal-layer.tsx';
import { ConfirmDialog } from './confirm-dialog.tsx';

/** The texts of one confirmation. */
export interface ConfirmRequest {
  readonly title: ReactNode;
  readonly message?: ReactNode;
  readonly yesLabel: string;
  readonly noLabel: string;
}

/**
 * Asks a Yes/No question in the modal layer and resolves `true` on Yes, `false` on No or when the
 * layer is closed (for example by `closeAll()` on navigation).
 *
 * @example
 * const confirm = useConfirm();
 * if (await confirm({ title: 'Remove this owner?', yesLabel: 'Yes', noLabel: 'No' })) remove();
 */
export function useConfirm(): (request: ConfirmRequest) => Promise<boolean> {
  const { openModal } = useModalLayer();
  return useCallback(
    (request) =>
      new Promise<boolean>((resolve) => {
        let answer = false;
        openModal(
          ({ close }) => (
            <ConfirmDialog
              {...request}
              onYes={() => {
                answer = true;
                close();
              }}
              onNo={close}
            />
          ),
          { isDismissable: false, onClose: () => resolve(answer) },
        );
      }),
    [openModal],
  );
}
