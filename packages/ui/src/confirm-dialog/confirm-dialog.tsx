import { type ReactNode, useEffect, useRef } from 'react';
import { Button } from '../button/button.tsx';
import { ModalDialog } from '../modal-layer/modal-dialog.tsx';

/** Props of {@link ConfirmDialog}. */
export interface ConfirmDialogProps {
  /** The question, as the dialog's heading ('Delete this beneficial owner?'). */
  readonly title: ReactNode;
  /** What happens on Yes, in a sentence or two. */
  readonly message?: ReactNode;
  /** Text of the confirming button ('Yes' in the visitor's language). */
  readonly yesLabel: string;
  /** Text of the refusing button ('No' in the visitor's language). */
  readonly noLabel: string;
  readonly onYes: () => void;
  readonly onNo: () => void;
}

/**
 * The confirmation asked before a sensitive action, with Yes and No. An `alertdialog`: focus starts on No,
 * the safe answer. Render it in the modal layer (`openModal`) or use `useConfirm()`.
 *
 * @example
 * openModal(({ close }) => (
 *   <ConfirmDialog title="Remove?" yesLabel="Yes" noLabel="No" onYes={() => { remove(); close(); }} onNo={close} />
 * ), { isDismissable: false });
 */
export function ConfirmDialog({
  title,
  message,
  yesLabel,
  noLabel,
  onYes,
  onNo,
}: ConfirmDialogProps): ReactNode {
  const noRef = useRef<HTMLButtonElement>(null);
  // Runs after the Dialog's own effect, which focuses the dialog itself: No, the safe answer, wins.
  useEffect(() => {
    noRef.current?.focus();
  }, []);
  return (
    <ModalDialog
      role="alertdialog"
      title={title}
      footer={
        <>
          <Button ref={noRef} variant="secondary" onPress={onNo}>
            {noLabel}
          </Button>
          <Button variant="primary" onPress={onYes}>
            {yesLabel}
          </Button>
        </>
      }
    >
      {message}
    </ModalDialog>
  );
}
