import type { ReactNode } from 'react';
import type { MessageId } from '../generated/message-id.ts';
import type { MessageValues } from '../message-values.ts';
import { useIntl } from './use-intl.ts';

/** Props of {@link Message}. */
export interface MessageProps {
  /** A message id of the source catalogue. */
  readonly id: MessageId;
  /** Values of the message's `{arguments}`. */
  readonly values?: MessageValues;
}

/**
 * Renders one message of the active language. A missing id renders the id itself and reaches `onError`.
 *
 * @example
 * <h1><Message id="criteria.title" /></h1>
 * <p><Message id="layout.step-counter" values={{ current: 3, total: 9, label }} /></p>
 */
export function Message({ id, values }: MessageProps): ReactNode {
  return useIntl().formatMessage({ id }, values);
}
