import { type ReactNode, useEffect, useId } from 'react';
import { Dialog, Modal, ModalOverlay, ProgressBar } from 'react-aria-components';
import './processing-overlay.css';

/** Props of {@link ProcessingOverlay}. */
export interface ProcessingOverlayProps {
  readonly isOpen: boolean;
  /** The message ('Processing, do not leave the page'), in the visitor's language. */
  readonly message: string;
  /** An optional second line ('Your bank may ask you to confirm'). */
  readonly description?: string;
  /** While open, the browser asks before the tab is closed or reloaded. Default true. */
  readonly guardUnload?: boolean;
}

/**
 * A full-screen overlay while something must not be interrupted, such as a payment ('processing,
 * do not leave the page'; UX: nothing else to click). It cannot be dismissed, traps focus, makes the page
 * inert, and marks its progress indicator `aria-busy`; the message is announced when it opens.
 *
 * @example
 * <ProcessingOverlay isOpen={paying} message={t('payment.processing')} />
 */
export function ProcessingOverlay({
  isOpen,
  message,
  description,
  guardUnload = true,
}: ProcessingOverlayProps): ReactNode {
  const messageId = useId();
  useEffect(() => {
    if (!isOpen || !guardUnload) return;
    // Leaving mid-payment could charge without confirming: the browser's own 'leave the page?' prompt.
    const onBeforeUnload = (event: BeforeUnloadEvent): void => {
      event.preventDefault();
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [isOpen, guardUnload]);
  const descriptionId = useId();
  return (
    <ModalOverlay
      className="sc-processing-overlay"
      isOpen={isOpen}
      isDismissable={false}
      isKeyboardDismissDisabled
    >
      <Modal className="sc-processing-overlay__modal">
        <Dialog
          role="alertdialog"
          className="sc-processing-overlay__dialog"
          aria-labelledby={messageId}
          aria-describedby={description ? descriptionId : undefined}
        >
          {/* The work in progress is busy; the message and description stay readable at once. */}
          <div aria-busy="true" className="sc-processing-overlay__busy">
            <ProgressBar
              isIndeterminate
              aria-labelledby={messageId}
              className="sc-processing-overlay__spinner"
            >
              <span className="sc-processing-overlay__ring" aria-hidden="true" />
            </ProgressBar>
          </div>
          <p id={messageId} className="sc-processing-overlay__message">
            {message}
          </p>
          {description ? (
            <p id={descriptionId} className="sc-processing-overlay__description">
              {description}
            </p>
          ) : null}
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}
