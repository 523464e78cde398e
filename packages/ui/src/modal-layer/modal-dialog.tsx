import type { ReactNode } from 'react';
import { Button, Dialog, Heading } from 'react-aria-components';
import './modal-layer.css';

/** Props of {@link ModalDialog}. */
export interface ModalDialogProps {
  /** The dialog's heading, also its accessible name. */
  readonly title: ReactNode;
  /** Text of the close button ('Close' in the visitor's language). Without it there is no close button. */
  readonly closeLabel?: string;
  /** `alertdialog` for a question that interrupts (a confirmation); `dialog` by default. */
  readonly role?: 'dialog' | 'alertdialog';
  /** The body; none for a dialog whose title and actions say it all. */
  readonly children?: ReactNode;
  /** Actions shown at the bottom (buttons), last one on the right on wide screens. */
  readonly footer?: ReactNode;
}

/**
 * The frame of a modal opened in the modal layer: heading, optional close button, body and actions.
 *
 * @example
 * openModal(() => <ModalDialog title="Save for later" closeLabel="Close"><SaveForm /></ModalDialog>);
 */
export function ModalDialog({ title, closeLabel, role, children, footer }: ModalDialogProps): ReactNode {
  return (
    <Dialog role={role} className="sc-modal-dialog">
      {({ close }) => (
        <>
          <div className="sc-modal-dialog__header">
            <Heading slot="title" className="sc-modal-dialog__title">
              {title}
            </Heading>
            {closeLabel ? (
              <Button className="sc-modal-dialog__close" onPress={close} aria-label={closeLabel}>
                <svg aria-hidden="true" viewBox="0 0 24 24" width="20" height="20">
                  <path
                    d="M6 6l12 12M18 6L6 18"
                    stroke="currentColor"
                    strokeWidth="2"
                    strokeLinecap="round"
                  />
                </svg>
              </Button>
            ) : null}
          </div>
          {children ? <div className="sc-modal-dialog__body">{children}</div> : null}
          {footer ? <div className="sc-modal-dialog__footer">{footer}</div> : null}
        </>
      )}
    </Dialog>
  );
}
