import type { MessageId } from '../generated/message-id.ts';
import type { MessageValues } from '../message-values.ts';
import { useIntl } from './use-intl.ts';

/**
 * One message of the active language, as text (for attributes, titles, `aria-label`).
 *
 * @example
 * const label = useMessage('signature.sms.countdown', { seconds: 30 });
 * // 'You can ask for a new code in 30 seconds.'
 */
export function useMessage(id: MessageId, values?: MessageValues): string {
  return useIntl().formatMessage({ id }, values);
}
