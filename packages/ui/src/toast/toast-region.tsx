import { type ReactNode, useState } from 'react';
import {
  Button as RACButton,
  Text,
  UNSTABLE_Toast as Toast,
  UNSTABLE_ToastContent as ToastContent,
  UNSTABLE_ToastRegion as ToastRegionBase,
} from 'react-aria-components';
import { Button } from '../button/button.tsx';
import { Link } from '../link/link.tsx';
import type { ToastAction, ToastData, Toasts, ToastType } from './toast-queue.ts';
import './toast.css';

/** Texts of the region, in the visitor's language. */
export interface ToastRegionLabels {
  /** Name of the notifications landmark ('Notifications'). */
  readonly label: string;
  /** Accessible name of each toast's close button ('Close'). */
  readonly closeLabel: string;
  /** Announced while an asynchronous action runs ('Loading'). */
  readonly loadingLabel: string;
}

/** Props of {@link ToastRegion}. */
export interface ToastRegionProps extends ToastRegionLabels {
  readonly toasts: Toasts;
}

const ICON_PATHS: Readonly<Record<ToastType, string>> = {
  success: 'M5 12.5l4.5 4.5L19 7.5',
  info: 'M12 11v6M12 7.5v.01',
  warning: 'M12 8v5M12 16.5v.01',
  error: 'M8 8l8 8M16 8l-8 8',
};

function TypeIcon({ type }: { readonly type: ToastType }): ReactNode {
  return (
    <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true">
      <circle cx="12" cy="12" r="10" fill="none" stroke="currentColor" strokeWidth="2" />
      <path d={ICON_PATHS[type]} fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
    </svg>
  );
}

function ActionButton({
  action,
  onDone,
  loadingLabel,
}: {
  readonly action: ToastAction;
  readonly onDone: () => void;
  readonly loadingLabel: string;
}): ReactNode {
  const [isPending, setPending] = useState(false);
  const target = action.to ?? action.href;
  if (target !== undefined) {
    return (
      <Link className="sc-toast__link" variant="standalone" href={target} onPress={onDone}>
        {action.label}
      </Link>
    );
  }
  return (
    <Button
      variant={action.type ?? 'secondary'}
      size="sm"
      isPending={isPending}
      pendingLabel={loadingLabel}
      onPress={async () => {
        const result = action.handle?.();
        if (result instanceof Promise) {
          // an asynchronous action shows loading until done.
          setPending(true);
          try {
            await result;
          } finally {
            setPending(false);
          }
        }
        onDone();
      }}
    >
      {action.label}
    </Button>
  );
}

/**
 * The toast overlay: an ARIA landmark whose toasts are announced politely, newest on top.
 * Toasts pause while hovered or focused, and F6 reaches the region from the keyboard. `ToastProvider` loads it
 * when the first toast shows.
 *
 * @example
 * <ToastRegion toasts={toasts} label="Notifications" closeLabel="Close" loadingLabel="Loading" />
 */
export function ToastRegion({ toasts, label, closeLabel, loadingLabel }: ToastRegionProps): ReactNode {
  return (
    <ToastRegionBase<ToastData> queue={toasts.queue} aria-label={label} className="sc-toast-region">
      {({ toast }) => {
        const data = toast.content;
        return (
          <Toast
            toast={toast}
            className="sc-toast"
            data-type={data.type}
            data-theme={data.theme}
            data-color={data.color}
          >
            <span className="sc-toast__icon">{data.icon ?? <TypeIcon type={data.type} />}</span>
            <ToastContent className="sc-toast__content">
              <Text slot="title" className="sc-toast__title">
                {data.title}
              </Text>
              {data.message ? (
                <Text slot="description" className="sc-toast__message">
                  {data.message}
                </Text>
              ) : null}
              {data.actions.length > 0 ? (
                <div className="sc-toast__actions">
                  {data.actions.map((action) => (
                    <ActionButton
                      key={action.label}
                      action={action}
                      loadingLabel={loadingLabel}
                      onDone={() => toasts.close(data.id)}
                    />
                  ))}
                </div>
              ) : null}
            </ToastContent>
            <RACButton slot="close" className="sc-toast__close" aria-label={closeLabel}>
              <svg aria-hidden="true" viewBox="0 0 24 24" width="20" height="20">
                <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
              </svg>
            </RACButton>
          </Toast>
        );
      }}
    </ToastRegionBase>
  );
}
